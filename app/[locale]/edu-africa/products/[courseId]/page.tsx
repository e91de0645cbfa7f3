import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { readCourses } from '@/components/eduafrica/courses';
import styles from '@/components/eduafrica/eduafrica.module.css';
import { WaitlistButton } from '@/components/eduafrica/waitlist-button';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMain } from '@/components/layout/page-main';
import { DataImage } from '@/components/ui/data-image';
import ui from '@/components/ui/section.module.css';
import { leadPicture } from '@/lib/queries/media';
import { COURSES, courseHref } from '@/lib/content/edu-africa';
import { fitDescription, fitTitle, localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { breadcrumbs, courseData } from '@/lib/seo/structured-data';

// The catalogue ships with the site: every course page is built ahead, and any other address is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => COURSES.map((c) => ({ courseId: c.slug }));

type Props = { params: Promise<{ courseId: string }> };

/** The course of the address, in the page's language. */
async function courseOf(params: Props['params']) {
  const [{ courseId }, courses] = await Promise.all([params, readCourses()]);
  return courses.find((c) => c.slug === courseId) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [course, t] = await Promise.all([courseOf(params), getTranslations('eduAfrica')]);
  return localizedMetadata({
    title: fitTitle(course.title),
    description: fitDescription(course.summary, t(`course.about.${course.levelKey}`, { count: course.lessons })),
    path: courseHref(course.slug),
  });
}

/** One course of the learning app: what it teaches, its level, length and tags, and the waitlist. */
export default async function CoursePage({ params }: Props) {
  const [course, t, locale] = await Promise.all([courseOf(params), getTranslations('eduAfrica'), pageLocale()]);
  const path = courseHref(course.slug);
  const trail = breadcrumbs([
    ['Edu Africa', '/edu-africa/home'],
    [t('course.trail'), '/edu-africa/products'],
    [course.title, path],
  ]);
  return (
    <PageMain>
      <JsonLd data={courseData(course, path, locale)} />
      <JsonLd data={trail} />
      <article className={`${ui.section} ${ui.itemPage}`}>
        <DataImage src={course.image} alt="" width={1200} height={750} lead={await leadPicture(course.image)} />
        <div>
          <p className={ui.eyebrow}>
            {course.level} · {t('course.lessons', { count: course.lessons })}
          </p>
          <h1>{course.title}</h1>
          <p className={ui.lead}>{course.summary}</p>
          <ul className={styles.courseTags} aria-label={t('course.topicsLabel')}>
            {course.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <p>{t('course.launching')}</p>
          <WaitlistButton label={t('waitlist.join')} />
          <p>
            <Link href="/edu-africa/products">{t('course.allCourses')}</Link>
          </p>
        </div>
      </article>
    </PageMain>
  );
}
