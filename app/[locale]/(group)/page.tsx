import type { Metadata } from 'next';
import { GROUP_DESCRIPTION, pageMetadata } from '@/lib/seo/metadata';
import Image from 'next/image';
import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/seo/json-ld';
import { TeamGrid } from '@/components/sections/team-grid';
import { groupNgo } from '@/lib/seo/structured-data';
import ui from '@/components/ui/section.module.css';
import { readTeam } from '@/lib/queries/people';
import { COUNTRIES, INITIATIVES, JOIN_CARDS, SDGS } from '@/lib/content/group';
import styles from './page.module.css';
import { ArmHero, HeroActions } from '@/components/ui/arm-hero';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: { absolute: 'Edu Connect Africa: education and community in West Africa' },
  description: GROUP_DESCRIPTION,
  path: '/',
});

export default async function GroupHome() {
  const team = await readTeam('group');
  return (
    <main id="main">
      <JsonLd data={groupNgo()} />
      <ArmHero theme="group" art={{ src: '/images/art/cover-01.svg', width: 1200, height: 750 }}>
        <h1>Connecting learners, makers and children across Africa</h1>
        <p>
          Edu Connect Africa is an education and community group working in Ghana and Nigeria, with plans to grow into
          Burkina Faso, Gambia, Senegal and Guinea.
        </p>
        <HeroActions>
          <Link href="/join-us" className={ui.buttonLight}>
            Join the movement
          </Link>
          <Link href="#initiatives" className={ui.buttonLight}>
            Our initiatives
          </Link>
        </HeroActions>
      </ArmHero>

      <section id="initiatives" className={ui.section} aria-labelledby="initiatives-heading">
        <p className={ui.eyebrow}>Our initiatives</p>
        <h2 id="initiatives-heading">Three arms, one mission</h2>
        <p className={ui.lead}>
          Each arm serves a different need; together they reach children, families, teachers and makers.
        </p>
        <ul className={styles.cards}>
          {INITIATIVES.map((card) => (
            <li key={card.abbreviation} className={styles.card}>
              {/* Below the fold on a phone: loaded lazily, as a picture, so the page's HTML stays small. */}
              <Image src={card.image} alt="" width={1200} height={750} />
              <div className={styles.cardBody}>
                <div className={styles.cardHead}>
                  <Image src={card.logo} alt="" width={40} height={40} />
                  <div>
                    <span className={styles.abbr}>{card.abbreviation}</span>
                    <h3>{card.title}</h3>
                  </div>
                </div>
                <p>{card.description}</p>
                <ul>
                  {card.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <Link href={card.link} className={styles.cardLink}>
                  Visit {card.title}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="who-we-are" className={ui.section} aria-labelledby="who-heading">
        <p className={ui.eyebrow}>About us</p>
        <h2 id="who-heading">Who we are</h2>
        <div className={styles.columns}>
          <div>
            <p>
              We are teachers, parents, makers and community workers who believe that education grows strongest when it
              speaks the language of home and honours the culture around it. Since 2019 we have run programmes in Ghana
              and Nigeria, and we also run a parent portal that keeps families close to their children’s learning.
            </p>
          </div>
          <div>
            <h3>Why it matters</h3>
            <p>
              Millions of children in West Africa start school in a language they do not speak at home, many teachers
              enter classrooms with little training, and creative work rarely becomes a living. Each of our arms answers
              one of these gaps.
            </p>
          </div>
          <div>
            <h3>What we empower</h3>
            <p>Learners, teachers, families and makers, in the countries where we work:</p>
            <ul className={styles.countries} aria-label="Countries">
              {COUNTRIES.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </div>
        <h3>Aligned with nine UN Sustainable Development Goals</h3>
        <ul className={styles.sdgs}>
          {SDGS.map((s) => (
            <li key={s.goal}>
              <span className={styles.goal} aria-hidden="true">
                {s.goal}
              </span>
              <span>
                <span className="visually-hidden">Goal {s.goal}: </span>
                {s.title}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.join}`} aria-labelledby="join-heading">
        <div className={ui.section}>
          <p className={ui.eyebrow}>Join the movement</p>
          <h2 id="join-heading">Three ways to take part</h2>
          <ul className={ui.tiles} style={{ marginBottom: 'var(--space-8)' }}>
            {JOIN_CARDS.map((c) => (
              <li key={c.role}>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
                <Link href={`/join-us?role=${c.role}`}>Become one of our {c.title.toLowerCase()}</Link>
              </li>
            ))}
          </ul>
          <div className={ui.banner}>
            <h2>Ready to make a difference?</h2>
            <Link href="/join-us" className={ui.buttonLight}>
              Join Us
            </Link>
          </div>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="team-heading">
        <h2 id="team-heading">Meet our team</h2>
        <p className={ui.lead}>The people who lead Edu Connect Africa, from Accra, Lagos, Kano and beyond.</p>
        <TeamGrid items={team} />
      </section>

      <section className={ui.section} aria-labelledby="docs-heading">
        <h2 id="docs-heading">How we work</h2>
        <p className={ui.lead}>The rules every member, volunteer and champion agrees to.</p>
        <div className={styles.docs}>
          <Link href="/code-of-conduct">Read our Code of Conduct</Link>
          <Link href="/bye-laws">Read our Bye-laws</Link>
        </div>
      </section>
    </main>
  );
}
