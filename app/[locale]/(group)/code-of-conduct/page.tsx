import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { DocumentPage } from '@/components/sections/document-page';
import { documentSections } from '@/lib/content/group';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('group.codeOfConduct');
  return localizedMetadata({ title: t('title'), description: t('description'), path: PAGES.codeOfConduct.path });
}

/** The code's sections: each names its paragraphs or points, whose words are `codeOfConduct.sections` in the catalogs. */
const SECTIONS = [
  { key: 'appliesTo', paragraphs: ['scope'] },
  { key: 'children', points: ['alone', 'photos', 'report', 'punishment'] },
  { key: 'respect', points: ['dignity', 'local', 'harassment'] },
  { key: 'money', points: ['donations', 'gifts', 'conflict'] },
  { key: 'speaking', paragraphs: ['press'] },
  { key: 'breaches', paragraphs: ['concerns'] },
];

export default async function CodeOfConductPage() {
  const t = await getTranslations('group.codeOfConduct');
  return (
    <DocumentPage
      title={t('title')}
      intro={t('intro')}
      updated={t('updated')}
      sections={documentSections(SECTIONS, (key) => t(`sections.${key}`))}
    />
  );
}
