import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { DocumentPage } from '@/components/sections/document-page';
import { documentSections } from '@/lib/content/group';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.byeLaws');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.byeLaws.path });
}

/** The bye-laws' sections: each names its paragraphs or points, whose words are `byeLaws.sections` in the catalogs. */
const SECTIONS = [
  { key: 'name', paragraphs: ['purpose'] },
  { key: 'membership', points: ['open', 'free', 'end'] },
  { key: 'board', points: ['size', 'appoints', 'countries'] },
  { key: 'meetings', points: ['yearly', 'business', 'decisions'] },
  { key: 'finances', paragraphs: ['year'] },
  { key: 'dissolution', paragraphs: ['assets'] },
];

export default async function ByeLawsPage() {
  const t = await getTranslations('group.byeLaws');
  return (
    <DocumentPage
      title={t('title')}
      intro={t('intro')}
      updated={t('updated')}
      sections={documentSections(SECTIONS, (key) => t(`sections.${key}`))}
    />
  );
}
