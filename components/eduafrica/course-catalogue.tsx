import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { ART_AND_HUMANITIES, COURSES, POPULAR_SEARCHES, searchCourses } from '@/lib/content/edu-africa';
import { CourseCard } from './course-card';
import { CourseSearch } from './course-search';
import styles from './eduafrica.module.css';
import { PopularCourses } from './popular-courses';
import { WaitlistButton } from './waitlist-button';

export const CATALOGUE_DESCRIPTION =
  'African languages, culture and ethnicity, teacher training and digital skills: the Edu Africa catalogue.';

// Plain links, loaded whole: a search is answered by the route proxy.ts rewrites it to, which the
// client router would skip, reusing this page's cached render for any query.
const searchHref = (term: string) => `/edu-africa/products?q=${encodeURIComponent(term)}#results`;

/** The course catalogue: topics, the search box and its results, and the popular courses. `q` is a normalised search, or ''. */
export function CourseCatalogue({ q }: { q: string }) {
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
              <a href={searchHref(t)}>{t}</a>
            </li>
          ))}
        </ul>
        <h3>Popular Searches</h3>
        <ul className={styles.tags}>
          {POPULAR_SEARCHES.map((t) => (
            <li key={t}>
              <a href={searchHref(t)}>{t}</a>
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
