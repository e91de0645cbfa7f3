import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { PageTestimonyForm } from '@/components/forms/page-forms';
import { FormPage } from '@/components/forms/form-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.feedback');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.feedback.path });
}

export default async function FeedbackPage() {
  const t = await getTranslations('group.feedback');
  return (
    <FormPage title={t('title')} intro={t('intro')} label={t('label')}>
      <PageTestimonyForm text={await loadFormText('testimony')} />
    </FormPage>
  );
}
