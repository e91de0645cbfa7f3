import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/forms/contact-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('arewaHub');
  return localizedMetadata({
    title: t('contact.title'),
    description: t('contact.metaDescription'),
    path: PAGES.arewaHubContact.path,
  });
}

export default async function ArewaHubContact() {
  const t = await getTranslations('arewaHub');
  return (
    <ContactPage
      arm="arewahub"
      eyebrow={t('contact.eyebrow')}
      title={t('contact.title')}
      intro={t('contact.intro')}
      successText={t('contact.success')}
    />
  );
}
