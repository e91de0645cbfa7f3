import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import { readTeam } from '@/lib/queries/people';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Our ambassadors',
  description: 'The young ambassadors who speak for children across the African Child Network.',
  path: '/acn/about/acn-ambassadors',
});

export default async function Ambassadors() {
  const ambassadors = await readTeam('acnAmbassadors');
  return (
    <main id="main">
      <PageHero eyebrow="Who we are" title="Our ambassadors">
        <p>Young people from five countries who campaign, fundraise and speak up for children.</p>
      </PageHero>
      <CardsSection id="ambassadors-heading" title="Ambassadors">
        <TeamGrid leading items={ambassadors} errorText={ERROR_TEXT.acnPeople} emptyText={EMPTY_TEXT.ambassadors} />
      </CardsSection>
    </main>
  );
}
