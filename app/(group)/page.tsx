import type { Metadata } from 'next';
import { TeamGrid } from '@/components/sections/team-grid';
import { endpoints } from '@/lib/api/contract';
import { read } from '@/lib/api/server';
import styles from './page.module.css';

export const revalidate = 60;

export const metadata: Metadata = {
  title: { absolute: 'Edu Connect Africa: education and community across West Africa' },
  alternates: { canonical: '/' },
};

export default async function GroupHome() {
  const team = await read(endpoints.team, { team: 'educonnect' });
  return (
    <main id="main">
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>Connecting learners, makers and children across Africa</h1>
          <p>
            Edu Connect Africa works in Ghana and Nigeria through three arms: Edu Africa for languages, culture and teacher training,
            Arewa Hub for crafts, books and beads, and the African Child Network for children and their families.
          </p>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="team-heading">
        <h2 id="team-heading">Meet our team</h2>
        <p className={styles.lead}>The people who lead Edu Connect Africa, from Accra, Lagos, Kano and beyond.</p>
        <TeamGrid result={team} />
      </section>
    </main>
  );
}
