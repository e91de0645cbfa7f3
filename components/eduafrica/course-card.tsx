import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { type Course, courseHref } from '@/lib/content/edu-africa';
import styles from './eduafrica.module.css';
import { Link } from '@/components/ui/link';

/** A course of the catalogue, in the page's language (components/eduafrica/courses.ts). */
export async function CourseCard({ course }: { course: Course }) {
  const t = await getTranslations('eduAfrica');
  return (
    <article className={styles.course}>
      <ServerImage src={course.image} alt="" width={1200} height={750} />
      <div className={styles.courseBody}>
        <h3>
          <Link href={courseHref(course.slug)}>{course.title}</Link>
        </h3>
        <p className={styles.courseMeta}>
          {course.level} · {t('course.lessons', { count: course.lessons })} · {course.tags.join(', ')}
        </p>
        <p>{course.summary}</p>
      </div>
    </article>
  );
}
