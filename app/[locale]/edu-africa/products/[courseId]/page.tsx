import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import styles from '@/components/eduafrica/eduafrica.module.css';
import { WaitlistButton } from '@/components/eduafrica/waitlist-button';
import { JsonLd } from '@/components/seo/json-ld';
import { DataImage } from '@/components/ui/data-image';
import ui from '@/components/ui/section.module.css';
import { leadPicture } from '@/lib/queries/media';
import { COURSES, courseHref } from '@/lib/content/edu-africa';
import { fitDescription, fitTitle, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbs, courseData } from '@/lib/seo/structured-data';

// The catalogue ships with the site: every course page is built ahead, and any other address is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => COURSES.map((c) => ({ courseId: c.slug }));

type Props = { params: Promise<{ courseId: string }> };

async function courseOf(params: Props['params']) {
  const { courseId } = await params;
  return COURSES.find((c) => c.slug === courseId) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await courseOf(params);
  return pageMetadata({
    title: fitTitle(course.title),
    description: fitDescription(
      course.summary,
      `A ${course.level.toLowerCase()} course of ${course.lessons} lessons in the Edu Africa app.`,
    ),
    path: courseHref(course.slug),
  });
}

/** One course of the learning app: what it teaches, its level, length and tags, and the waitlist. */
export default async function CoursePage({ params }: Props) {
  const course = await courseOf(params);
  const path = courseHref(course.slug);
  const trail = breadcrumbs([
    ['Edu Africa', '/edu-africa/home'],
    ['Courses', '/edu-africa/products'],
    [course.title, path],
  ]);
  return (
    <main id="main">
      <JsonLd data={courseData(course, path)} />
      <JsonLd data={trail} />
      <article className={`${ui.section} ${ui.itemPage}`}>
        <DataImage src={course.image} alt="" width={1200} height={750} lead={await leadPicture(course.image)} />
        <div>
          <p className={ui.eyebrow}>
            {course.level} · {course.lessons} lessons
          </p>
          <h1>{course.title}</h1>
          <p className={ui.lead}>{course.summary}</p>
          <ul className={styles.courseTags} aria-label="Topics">
            {course.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <p>Edu Africa is launching soon: join the waitlist and we will e-mail you when this course opens.</p>
          <WaitlistButton label="Join the waitlist" />
          <p>
            <Link href="/edu-africa/products">All courses and topics</Link>
          </p>
        </div>
      </article>
    </main>
  );
}
