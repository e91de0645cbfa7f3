import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseCatalogue } from '@/components/eduafrica/course-catalogue';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica');
  return localizedMetadata({
    title: t('catalogue.title'),
    description: t('catalogue.metaDescription'),
    path: PAGES.eduAfricaProducts.path,
  });
}

// Never reads the address's query, so it is cached like every other page; searches go to app/[locale]/edu-africa/search.
export default function EduAfricaProducts() {
  return <CourseCatalogue q="" />;
}
