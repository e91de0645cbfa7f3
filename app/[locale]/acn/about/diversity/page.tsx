import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';
import { acnWords, textSection } from '@/components/acn/words';

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('diversity.title'),
    description: t('diversity.description'),
    path: PAGES.acnDiversity.path,
  });
}

export default async function Diversity() {
  const t = await acnWords();
  return (
    <StaticPage
      label={t('labels.whoWeAre')}
      title={t('diversity.title')}
      text={t('diversity.text')}
      blocks={[
        textSection(t, 'diversity.children', { points: ['equalNumbers', 'homeLanguages', 'disabilities'] }),
        textSection(t, 'diversity.teams', { points: ['localStaff', 'genderBalance', 'inclusiveTraining'] }),
        textSection(t, 'diversity.shortfalls', { paragraphs: ['concerns'] }),
      ]}
    />
  );
}
