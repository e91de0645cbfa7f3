import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readTeam } from '@/lib/queries/people';
import { MISSION, VISION } from '@/lib/content/arewa-hub';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'About Arewa Hub',
  description: 'The vision, mission and people of Arewa Hub, the creative arm of Edu Connect Africa.',
  path: '/arewa-hub/about',
});

export default async function ArewaHubAbout() {
  const team = await readTeam('arewahub');
  return (
    <main id="main">
      <PageHero eyebrow="About us" title="About Arewa Hub">
        <p>The creative arm of Edu Connect Africa, based in Kano.</p>
      </PageHero>
      <section className={ui.section} aria-label="Vision and mission">
        <div className={styles.twoColumns}>
          <div>
            <h2>Our vision</h2>
            <p>{VISION}</p>
          </div>
          <div>
            <h2>Our mission</h2>
            <p>{MISSION}</p>
          </div>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="team-heading">
        <h2 id="team-heading">Meet the team</h2>
        <TeamGrid items={team} limit={4} errorText={ERROR_TEXT.teamMembers} emptyText={EMPTY_TEXT.arewaTeam} />
        <p>
          <Link href="/arewa-hub/team" className={ui.button}>
            View All
          </Link>
        </p>
      </section>
    </main>
  );
}
