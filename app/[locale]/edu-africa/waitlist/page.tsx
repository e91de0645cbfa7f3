import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WaitlistForm } from '@/components/eduafrica/waitlist-form';
import { FormPage } from '@/components/forms/form-page';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica');
  return localizedMetadata({
    title: t('waitlist.title'),
    description: t('waitlist.metaDescription'),
    path: PAGES.eduAfricaWaitlist.path,
  });
}

/** The waitlist on a page of its own: where Download App leads a visitor whose scripts have not run (with scripts it opens the modal). */
export default async function WaitlistPage() {
  const t = await getTranslations('eduAfrica');
  return (
    <FormPage eyebrow="Edu Africa" title={t('waitlist.join')} intro={t('waitlist.intro')} label={t('waitlist.label')}>
      <WaitlistForm text={await loadFormText('waitlist')} />
    </FormPage>
  );
}
