import { CATALOGUE_DESCRIPTION, CourseCatalogue } from '@/components/eduafrica/course-catalogue';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Courses and topics',
  description: CATALOGUE_DESCRIPTION,
  path: '/edu-africa/products',
});

// Never reads the address's query, so it is cached like every other page; searches go to app/[locale]/edu-africa/search.
export default function EduAfricaProducts() {
  return <CourseCatalogue q="" />;
}
