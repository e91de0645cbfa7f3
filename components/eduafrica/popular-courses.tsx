import { Carousel } from '@/components/ui/carousel';
import { carouselWords } from '@/components/ui/words';
import type { Course } from '@/lib/content/edu-africa';
import { CourseCard } from './course-card';

/** The sample course slider: two a slide (one on narrow screens), moving on every 3 seconds. `label` names it in the page's language. */
export async function PopularCourses({ courses, label }: { courses: Course[]; label: string }) {
  return (
    <Carousel
      label={label}
      perPage={2}
      narrow={{ maxWidth: 640, perPage: 1 }}
      intervalMs={3000}
      words={await carouselWords()}
    >
      {courses.map((c) => (
        <CourseCard key={c.slug} course={c} />
      ))}
    </Carousel>
  );
}
