import { TestimonialCard } from '@/components/sections/testimonial-slider';
import type { Testimony } from '@/lib/api/schemas';
import { AcnTestimonialsView } from './acn-testimonials-view';
import { EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';

/** The network's testimonials, rendered here on the server and handed to the slider as they are. */
export function AcnTestimonials({ items }: { items: Testimony[] }) {
  if (items.length === 0) return <EmptyState text={EMPTY_TEXT.acnTestimonies} />;
  return (
    <AcnTestimonialsView
      cards={items.map((t, i) => (
        <TestimonialCard key={t._id ?? i} t={t} textFallback="Testimonial text not available" />
      ))}
    />
  );
}
