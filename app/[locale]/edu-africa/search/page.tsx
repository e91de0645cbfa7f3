import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseCatalogue } from '@/components/eduafrica/course-catalogue';
import { readCourses } from '@/components/eduafrica/courses';
import { searchCourses } from '@/lib/content/edu-africa';
import { PAGES } from '@/lib/content/pages';
import { searchQuery } from '@/lib/format/display';
import { searchMetadata } from '@/lib/seo/metadata';

/*
 * A course search, for visitors without scripts and for shared links: proxy.ts sends
 * /edu-africa/products?q=… here. Rendered per request and never stored, so made-up queries
 * cannot fill the page cache.
 */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = searchQuery((await searchParams).q);
  const [t, courses] = await Promise.all([getTranslations('eduAfrica'), readCourses()]);
  return searchMetadata(
    {
      title: t('catalogue.matching', { q }),
      description: t('catalogue.metaDescription'),
      path: PAGES.eduAfricaProducts.path,
    },
    { q, found: searchCourses(q, courses).length },
  );
}

export default async function CourseSearchResults({ searchParams }: Props) {
  return <CourseCatalogue q={searchQuery((await searchParams).q)} />;
}
