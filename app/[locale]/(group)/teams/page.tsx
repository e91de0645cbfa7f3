import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Founder } from '@/components/sections/founder';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import { readTeam } from '@/lib/queries/people';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Our Team',
  description: 'The people behind Edu Connect Africa, in Ghana, Nigeria and across West Africa.',
  path: '/teams',
});

export default async function TeamsPage() {
  const team = await readTeam('group');
  return (
    <main id="main">
      <PageHero eyebrow="Our people" title="Meet the team">
        <p>Teachers, engineers, organisers and accountants who make Edu Connect Africa work, every day.</p>
      </PageHero>
      <CardsSection id="team-members-heading" title="Team members">
        <TeamGrid leading items={team} errorText={ERROR_TEXT.short} emptyText={EMPTY_TEXT.groupTeam} />
      </CardsSection>
      <Founder variant="quote" />
    </main>
  );
}
