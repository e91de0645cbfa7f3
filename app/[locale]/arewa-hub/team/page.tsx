import { CardsSection } from '@/components/ui/cards-section';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { TeamGrid } from '@/components/sections/team-grid';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readTeam } from '@/lib/queries/people';
import { VALUES } from '@/lib/content/arewa-hub';
import { EMPTY_TEXT, ERROR_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Arewa Hub team',
  description: 'The coordinators, craftswomen and mentors of Arewa Hub, and the values they work by.',
  path: '/arewa-hub/team',
});

export default async function ArewaHubTeam() {
  const team = await readTeam('arewahub');
  return (
    <main id="main">
      <PageHero eyebrow="Our team" title="The people of the Creative Hub" />
      <CardsSection id="team-members-heading" title="Team members">
        <TeamGrid leading items={team} errorText={ERROR_TEXT.teamMembers} emptyText={EMPTY_TEXT.arewaTeam} />
      </CardsSection>
      <section className={ui.section} aria-labelledby="values-heading">
        <h2 id="values-heading">Our values</h2>
        <ul className={styles.values}>
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={ui.section}>
        <div className={styles.banner}>
          <h2>Want to create with us?</h2>
          <Link href="/arewa-hub/contact" className={ui.buttonLight}>
            Get in touch
          </Link>
        </div>
      </div>
    </main>
  );
}
