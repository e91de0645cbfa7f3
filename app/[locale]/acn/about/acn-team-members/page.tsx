import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { fitTitle, pageMetadata } from '@/lib/seo/metadata';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import { readTeam } from '@/lib/queries/people';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: fitTitle('Meet the team behind the African Child Network'),
  description: 'Country directors, programme leads and officers of the African Child Network.',
  path: '/acn/about/acn-team-members',
});

export default async function AcnTeam() {
  const team = await readTeam('acn');
  return (
    <main id="main">
      <PageHero eyebrow="Who we are" title="Meet the team behind" />
      <CardsSection id="team-members-heading" title="Team members">
        <TeamGrid leading items={team} errorText={ERROR_TEXT.acnPeople} emptyText={EMPTY_TEXT.acnTeam} />
      </CardsSection>
    </main>
  );
}
