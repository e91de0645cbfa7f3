import { Carousel } from '@/components/ui/carousel';
import type { Testimony } from '@/lib/api/schemas';
import styles from './testimonial-slider.module.css';
import { DataImage } from '@/components/ui/data-image';
import { ErrorState, EmptyState } from '@/components/ui/states';

export interface TestimonialTexts {
  empty: string;
  error: string;
  textFallback: string;
}

/** The five stars every testimonial shows: the forms collect no rating, so every card shows the same five. */
export function Stars() {
  return (
    <p className={styles.stars}>
      <span role="img" aria-label="Rated 5 out of 5">
        ★★★★★
      </span>
    </p>
  );
}

export function TestimonialCard({ t, textFallback }: { t: Testimony; textFallback: string }) {
  const name = [t.firstName, t.lastName].filter(Boolean).join(' ') || 'Anonymous';
  return (
    <figure className={styles.card}>
      <Stars />
      <blockquote className={styles.quote}>
        <p>{t.testimony || textFallback}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <DataImage src={t.image} alt="" width={56} height={56} className={styles.avatar} />
        <span>
          <strong>{name}</strong>
          <span className={styles.position}>{t.position || 'Position not specified'}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** One testimonial at a time; previous and next wrap, and it moves on every 5 seconds. */
export function TestimonialSlider({
  items,
  texts,
  label = 'Testimonials',
}: {
  items: Testimony[] | null;
  texts: TestimonialTexts;
  label?: string;
}) {
  if (items === null) return <ErrorState text={texts.error} />;
  if (items.length === 0) return <EmptyState text={texts.empty} />;
  return (
    <Carousel label={label} perPage={1} intervalMs={5000} dots={false}>
      {items.map((t, i) => (
        <TestimonialCard key={t._id ?? i} t={t} textFallback={texts.textFallback} />
      ))}
    </Carousel>
  );
}
