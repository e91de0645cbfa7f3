import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import Link from 'next/link';
import { CourseCard } from '@/components/eduafrica/course-card';
import { CourseSearch } from '@/components/eduafrica/course-search';
import styles from '@/components/eduafrica/eduafrica.module.css';
import { PopularCourses } from '@/components/eduafrica/popular-courses';
import { WaitlistButton } from '@/components/eduafrica/waitlist-button';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { ART_AND_HUMANITIES, COURSES, POPULAR_SEARCHES, searchCourses } from '@/lib/eduafrica-content';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

const queryOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100) ?? '';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = queryOf((await searchParams).q);
  return pageMetadata({
    title: q ? `Courses matching “${q}”` : 'Courses and topics',
    description: 'African languages, culture and ethnicity, teacher training and digital skills: the Edu Africa catalogue.',
    path: '/edu-africa/products',
    robots: q ? { index: false } : undefined,
  });
}

const searchHref = (term: string) => `/edu-africa/products?q=${encodeURIComponent(term)}#results`;

export default async function EduAfricaProducts({ searchParams }: Props) {
  const q = queryOf((await searchParams).q);
  const results = searchCourses(q);
  return (
    <main id="main">
      <PageHero eyebrow="Education topics" title="Courses and topics">
        <p>Find a course in African languages and cultures, teacher training or digital skills.</p>
      </PageHero>

      <section className={ui.section} aria-labelledby="search-heading">
        <h2 id="search-heading" className="visually-hidden">
          Search
        </h2>
        <CourseSearch defaultValue={q} id="catalogue-search" />
      </section>

      <section className={ui.section} aria-labelledby="arts-heading">
        <h2 id="arts-heading">Art and Humanities</h2>
        <ul className={styles.tags}>
          {ART_AND_HUMANITIES.map((t) => (
            <li key={t}>
              <Link href={searchHref(t)}>{t}</Link>
            </li>
          ))}
        </ul>
        <h3>Popular Searches</h3>
        <ul className={styles.tags}>
          {POPULAR_SEARCHES.map((t) => (
            <li key={t}>
              <Link href={searchHref(t)}>{t}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="results" className={ui.section} aria-labelledby="results-heading">
        <h2 id="results-heading">{q ? `Courses matching “${q}”` : 'All courses'}</h2>
        <p role="status">
          {results.length === 0
            ? `No courses match “${q}”. Try another word, or pick a topic above.`
            : `${results.length} ${results.length === 1 ? 'course' : 'courses'}`}
          {q && (
            <>
              {' '}
              <Link href="/edu-africa/products#results">Show all courses</Link>
            </>
          )}
        </p>
        {results.length > 0 && (
          <ul className={styles.courses}>
            {results.map((c) => (
              <li key={c.slug}>
                <CourseCard course={c} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={ui.section} aria-labelledby="popular-heading">
        <h2 id="popular-heading">Popular courses</h2>
        <PopularCourses courses={COURSES.slice(0, 6)} />
      </section>

      <div className={ui.section}>
        <section className={styles.journey} aria-labelledby="journey-heading">
          <h2 id="journey-heading">Start your learning journey</h2>
          <p>Edu Africa is almost here. Join the waitlist and start with 30 days free on mobile.</p>
          <WaitlistButton label="Join the waitlist" />
        </section>
      </div>
    </main>
  );
}
