import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MembershipForm } from '@/components/arewahub/membership-form';
import { FormPage } from '@/components/forms/form-page';
import { JOIN_HREF } from '@/lib/content/arewa-hub';
import { localizedMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('arewaHub');
  return localizedMetadata({ title: t('join.title'), description: t('join.metaDescription'), path: JOIN_HREF });
}

/** The crafts membership on a page of its own: where the join buttons lead a visitor whose scripts have not run (with scripts they open the modal). */
export default async function JoinHubPage() {
  const t = await getTranslations('arewaHub');
  return (
    <FormPage eyebrow="Arewa Hub" title={t('join.title')} intro={t('join.intro')} label={t('join.label')}>
      <MembershipForm text={await loadFormText('membership')} />
    </FormPage>
  );
}
