import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { PageMain } from '@/components/layout/page-main';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import { acnWords } from '@/components/acn/words';
import { readTeam } from '@/lib/queries/people';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('ambassadors.title'),
    description: t('ambassadors.description'),
    path: PAGES.acnAmbassadors.path,
  });
}

export default async function Ambassadors() {
  const [ambassadors, t] = await Promise.all([readTeam('acnAmbassadors'), acnWords()]);
  return (
    <PageMain>
      <PageHero eyebrow={t('labels.whoWeAre')} title={t('ambassadors.title')}>
        <p>{t('ambassadors.intro')}</p>
      </PageHero>
      <CardsSection id="ambassadors-heading" title={t('ambassadors.cards')}>
        <TeamGrid leading items={ambassadors} errorText={ERROR_TEXT.acnPeople} emptyText={EMPTY_TEXT.ambassadors} />
      </CardsSection>
    </PageMain>
  );
}
