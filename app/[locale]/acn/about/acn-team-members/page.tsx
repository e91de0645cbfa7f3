import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { fitTitle, localizedMetadata } from '@/lib/seo/metadata';
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
    title: fitTitle(t('team.metaTitle')),
    description: t('team.description'),
    path: PAGES.acnTeamMembers.path,
  });
}

export default async function AcnTeam() {
  const [team, t] = await Promise.all([readTeam('acn'), acnWords()]);
  return (
    <PageMain>
      <PageHero eyebrow={t('labels.whoWeAre')} title={t('team.title')} />
      <CardsSection id="team-members-heading" title={t('team.cards')}>
        <TeamGrid leading items={team} errorText={ERROR_TEXT.acnPeople} emptyText={EMPTY_TEXT.acnTeam} />
      </CardsSection>
    </PageMain>
  );
}
