import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { legalSections, PRIVACY } from '@/lib/content/legal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica.privacy');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.eduAfricaPrivacy.path });
}

export default async function PrivacyPage() {
  const t = await getTranslations('eduAfrica.privacy');
  return <LegalPage title={t('title')} sections={legalSections(PRIVACY, (key) => t(`sections.${key}`))} />;
}
