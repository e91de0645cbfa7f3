import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import styles from '@/components/acn/acn.module.css';
import { PostCard } from '@/components/acn/post-card';
import { WhatWeDoBanner } from '@/components/acn/what-we-do-banner';
import ui from '@/components/ui/section.module.css';
import { WHERE_WE_WORK } from '@/lib/content/acn';
import { readPostSummaries } from '@/lib/queries/posts';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'About the African Child Network',
  description: 'Who we are, where we work and the stories of the children we serve.',
  path: '/acn/about',
});

export default async function AcnAbout() {
  const stories = await readPostSummaries('story');
  return (
    <main id="main">
      <WhatWeDoBanner
        label="About us"
        title="About the African Child Network"
        text="We are the children’s charity network of Edu Connect Africa: local organisations, volunteers and staff who work for children’s education, health and economic well-being."
      />
      <section className={ui.section}>
        <div className={ui.prose}>
          <p>
            The network grew from community programmes in Ghana and Nigeria. Today its partners work in nearly 40
            countries, with offices in Washington, DC, and teams on the ground ready to act within 72 hours of an
            emergency.
          </p>
          <h2>Where we work</h2>
          <p>Our own programmes run in:</p>
          <ul>
            {WHERE_WE_WORK.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p>
            <Link href="/acn/about/our-strategies">How we work</Link> ·{' '}
            <Link href="/acn/about/at-a-glance">Impact at a glance</Link>
          </p>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="top-stories">
        <h2 id="top-stories">Top Stories</h2>
        {stories === null ? (
          <ErrorState />
        ) : stories.length === 0 ? (
          <EmptyState text={EMPTY_TEXT.stories} />
        ) : (
          <ul className={styles.postGrid}>
            {stories.slice(0, 3).map((s) => (
              <li key={s.id}>
                <PostCard post={s} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
