import { getTranslations } from 'next-intl/server';
import { COURSES, type Course, isTopic, type Tag } from '@/lib/content/edu-africa';

/** A tag in the page's language: a topic's words from the catalog, a name as it is. */
export async function tagLabels(tags: readonly Tag[]): Promise<string[]> {
  const t = await getTranslations('eduAfrica');
  return tags.map((tag) => (isTopic(tag) ? t(`topics.${tag}`) : tag));
}

/** The course catalogue in the page's language: titles, summaries, tags and levels from the eduAfrica catalog. */
export async function readCourses(): Promise<Course[]> {
  const t = await getTranslations('eduAfrica');
  return Promise.all(
    COURSES.map(async (c) => ({
      slug: c.slug,
      title: t(`courses.${c.key}.title`),
      summary: t(`courses.${c.key}.summary`),
      tags: await tagLabels(c.tags),
      level: t(`levels.${c.level}`),
      levelKey: c.level,
      lessons: c.lessons,
      image: c.image,
    })),
  );
}
