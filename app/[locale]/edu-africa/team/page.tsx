import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { TeamSlider } from '@/components/sections/team-slider';
import { PageHero } from '@/components/ui/page-hero';
import { readTeam } from '@/lib/queries/people';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'The Edu Africa team',
  description: 'The curriculum designers, engineers and teacher trainers building Edu Africa.',
  path: '/edu-africa/team',
});

export default async function EduAfricaTeam() {
  const team = await readTeam('eduafrica');
  return (
    <main id="main">
      <PageHero eyebrow="Our team" title="The people building Edu Africa">
        <p>
          Teachers, linguists and engineers from across West Africa, writing every lesson with the communities whose
          languages they teach.
        </p>
      </PageHero>
      <CardsSection id="team-members-heading" title="Team members">
        <TeamSlider items={team} />
      </CardsSection>
    </main>
  );
}
