import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { acnNgo } from '@/lib/seo/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { AcnTestimonials } from '@/components/acn/acn-testimonials';
import styles from '@/components/acn/acn.module.css';
import { DonateButton } from '@/components/acn/donate-button';
import { PostCard } from '@/components/acn/post-card';
import { StoriesShowcase } from '@/components/acn/stories-showcase';
import ui from '@/components/ui/section.module.css';
import { BENEFITS, HERO_STATS } from '@/lib/content/acn';
import { readPostSummaries } from '@/lib/queries/posts';
import { readTestimonies } from '@/lib/queries/people';
import { ArmHero } from '@/components/ui/arm-hero';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

const DESCRIPTION =
  'The African Child Network works for children’s education, health and economic well-being, and acts within 72 hours of an emergency.';

export const metadata: Metadata = pageMetadata({
  title: 'African Child Network',
  description: DESCRIPTION,
  path: '/acn/home',
});

export default async function AcnHome() {
  const [stories, news, testimonies] = await Promise.all([
    readPostSummaries('story'),
    readPostSummaries('news'),
    readTestimonies('acn'),
  ]);
  return (
    <main id="main">
      <JsonLd data={acnNgo(DESCRIPTION)} />
      <ArmHero theme="acn" labelledBy="acn-hero">
        <h1 id="acn-hero">Every child safe, healthy and learning</h1>
        <p>
          The African Child Network works with families and local partners for children’s education, health and economic
          well-being, in nearly 40 countries, with offices in Washington, DC, and teams ready to act within 72 hours of
          an emergency.
        </p>
        <DonateButton label="Make a donation" className={styles.donateButton} />
        <ul className={styles.stats} aria-label="Our reach">
          {HERO_STATS.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong>
              {s.label}
            </li>
          ))}
        </ul>
      </ArmHero>

      <section className={ui.section} aria-labelledby="stories-heading">
        <h2 id="stories-heading">Our stories</h2>
        <p className={ui.lead}>The children and families behind our work.</p>
        {stories === null ? (
          <ErrorState />
        ) : stories.length === 0 ? (
          <EmptyState text={EMPTY_TEXT.stories} />
        ) : (
          <StoriesShowcase stories={stories} />
        )}
        <p>
          <Link href="/acn/about/our-stories">All stories</Link>
        </p>
      </section>

      <section className={ui.section} aria-labelledby="impact-heading">
        <p className={ui.eyebrow}>Impact and control</p>
        <h2 id="impact-heading">Children at the centre</h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={ui.section} aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">In their words</h2>
        {testimonies ? <AcnTestimonials items={testimonies} /> : <ErrorState />}
      </section>

      <section className={ui.section} aria-labelledby="news-heading">
        <h2 id="news-heading">News and features</h2>
        {news === null ? (
          <ErrorState />
        ) : news.length === 0 ? (
          <EmptyState text={EMPTY_TEXT.news} />
        ) : (
          <ul className={styles.postGrid}>
            {news.slice(0, 2).map((n) => (
              <li key={n.id}>
                <PostCard post={n} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link href="/acn/about/acn-news">All News</Link>
        </p>
      </section>

      <div className={ui.section}>
        <section className={ui.banner} aria-labelledby="donate-heading">
          <div>
            <h2 id="donate-heading">Help a child today</h2>
            <p>$25 gives a solar lamp and charger. $52 trains a midwife. $110 helps build a water supply system.</p>
          </div>
          <DonateButton label="Donate" className={styles.donateButton} />
        </section>
      </div>
    </main>
  );
}
