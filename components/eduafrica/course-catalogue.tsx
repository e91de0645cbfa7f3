import { getTranslations } from 'next-intl/server';
import { PageMain } from '@/components/layout/page-main';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { ART_AND_HUMANITIES, POPULAR_SEARCHES, searchCourses } from '@/lib/content/edu-africa';
import { localizedHref } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/seo/metadata';
import { CourseCard } from './course-card';
import { CourseSearch } from './course-search';
import { readCourses, tagLabels } from './courses';
import styles from './eduafrica.module.css';
import { PopularCourses } from './popular-courses';
import { WaitlistButton } from './waitlist-button';

/**
 * The course catalogue: topics, the search box and its results, and the popular courses, in the page's
 * language. `q` is a normalised search, or ''; it is matched against the courses' titles and tags as the
 * page's language writes them.
 */
export async function CourseCatalogue({ q }: { q: string }) {
  const [t, locale, courses, arts, popular] = await Promise.all([
    getTranslations('eduAfrica'),
    pageLocale(),
    readCourses(),
    tagLabels(ART_AND_HUMANITIES),
    tagLabels(POPULAR_SEARCHES),
  ]);
  // Plain links, loaded whole: a search is answered by the route proxy.ts rewrites it to, which the
  // client router would skip, reusing this page's cached render for any query.
  const searchHref = (term: string) =>
    localizedHref(locale, `/edu-africa/products?q=${encodeURIComponent(term)}#results`);
  const results = searchCourses(q, courses);
  return (
    <PageMain>
      <PageHero eyebrow={t('catalogue.eyebrow')} title={t('catalogue.title')}>
        <p>{t('catalogue.intro')}</p>
      </PageHero>

      <section className={ui.section} aria-labelledby="search-heading">
        <h2 id="search-heading" className="visually-hidden">
          {t('catalogue.searchHeading')}
        </h2>
        <CourseSearch defaultValue={q} id="catalogue-search" />
      </section>

      <section className={ui.section} aria-labelledby="arts-heading">
        <h2 id="arts-heading">{t('catalogue.artsHeading')}</h2>
        <ul className={styles.tags}>
          {arts.map((term) => (
            <li key={term}>
              <a href={searchHref(term)}>{term}</a>
            </li>
          ))}
        </ul>
        <h3>{t('catalogue.popularSearches')}</h3>
        <ul className={styles.tags}>
          {popular.map((term) => (
            <li key={term}>
              <a href={searchHref(term)}>{term}</a>
            </li>
          ))}
        </ul>
      </section>

      <section id="results" className={ui.section} aria-labelledby="results-heading">
        <h2 id="results-heading">{q ? t('catalogue.matching', { q }) : t('catalogue.allCourses')}</h2>
        <p role="status">
          {results.length === 0 ? t('catalogue.noMatch', { q }) : t('catalogue.count', { count: results.length })}
          {q && (
            <>
              {' '}
              <Link href="/edu-africa/products#results">{t('catalogue.showAll')}</Link>
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
        <h2 id="popular-heading">{t('catalogue.popularHeading')}</h2>
        <PopularCourses courses={courses.slice(0, 6)} label={t('catalogue.popularHeading')} />
      </section>

      <div className={ui.section}>
        <section className={styles.journey} aria-labelledby="journey-heading">
          <h2 id="journey-heading">{t('catalogue.journeyHeading')}</h2>
          <p>{t('catalogue.journeyText')}</p>
          <WaitlistButton label={t('waitlist.join')} />
        </section>
      </div>
    </PageMain>
  );
}
