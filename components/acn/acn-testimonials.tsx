import { TestimonialCard } from '@/components/sections/testimonial-slider';
import type { Testimony } from '@/lib/api/schemas';
import { AcnTestimonialsView } from './acn-testimonials-view';
import { EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';
import { acnWords } from './words';
import { carouselWords } from '@/components/ui/words';

/** The network's testimonials, rendered here on the server and handed to the slider as they are, with its words. */
export async function AcnTestimonials({ items }: { items: Testimony[] }) {
  if (items.length === 0) return <EmptyState text={EMPTY_TEXT.acnTestimonies} />;
  const [t, carousel] = await Promise.all([acnWords(), carouselWords()]);
  return (
    <AcnTestimonialsView
      words={{
        label: t('testimonials.label'),
        swipe: t('testimonials.swipe'),
        slide: t.raw('testimonials.slide') as string,
        choosePage: t('testimonials.choosePage'),
        page: t.raw('testimonials.page') as string,
        carousel,
      }}
      cards={items.map((item, i) => (
        <TestimonialCard key={item._id ?? i} t={item} textFallback={t('testimonials.fallback')} />
      ))}
    />
  );
}
