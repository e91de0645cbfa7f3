import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/forms/contact-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.contact');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.contact.path });
}

export default async function GroupContact() {
  const t = await getTranslations('group.contact');
  return <ContactPage arm="group" title={t('title')} intro={t('intro')} successText={t('sent')} />;
}
