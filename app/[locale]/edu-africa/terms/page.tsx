import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { legalSections, TERMS } from '@/lib/content/legal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica.terms');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.eduAfricaTerms.path });
}

export default async function TermsPage() {
  const t = await getTranslations('eduAfrica.terms');
  return <LegalPage title={t('title')} sections={legalSections(TERMS, (key) => t(`sections.${key}`))} />;
}
