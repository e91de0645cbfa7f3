import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';
import { acnWords, textSection } from '@/components/acn/words';

/** The four ways of working, in order: `strategies.<key>.heading` and `.why`. */
const STRATEGIES = ['partners', 'families', 'schools', 'emergencies'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('strategies.title'),
    description: t('strategies.description'),
    path: PAGES.acnOurStrategies.path,
  });
}

export default async function OurStrategies() {
  const t = await acnWords();
  return (
    <StaticPage
      label={t('labels.whoWeAre')}
      title={t('strategies.title')}
      text={t('strategies.text')}
      blocks={STRATEGIES.map((s) => textSection(t, `strategies.${s}`, { paragraphs: ['why'] }))}
    />
  );
}
