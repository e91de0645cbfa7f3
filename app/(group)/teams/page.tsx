import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Founder } from '@/components/sections/founder';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
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
      {/* A heading for the cards' own (h3), so that the page's outline has no gap; shown to screen readers only. */}
      <section className={ui.section} aria-labelledby="team-members-heading">
        <h2 id="team-members-heading" className="visually-hidden">
          Team members
        </h2>
        <TeamGrid leading items={team} errorText={ERROR_TEXT.short} emptyText={EMPTY_TEXT.groupTeam} />
      </section>
      <Founder variant="quote" />
    </main>
  );
}
