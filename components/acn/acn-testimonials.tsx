'use client';

import { useEffect, useRef, useState } from 'react';
import { TestimonialCard } from '@/components/sections/testimonial-slider';
import { Carousel } from '@/components/ui/carousel';
import { useHydrated, useMedia } from '@/components/ui/use-media';
import carouselStyles from '@/components/ui/carousel.module.css';
import type { Testimony } from '@/lib/api/schemas';
import styles from './acn.module.css';

const TEXT_FALLBACK = 'Testimonial text not available';

/**
 * The network's testimonials: on desktop three a page, moving on every 5 seconds and wrapping,
 * with dots that jump; under 768 px one at a time in a row you swipe (scroll-snap), whose dots
 * follow the scroll position and scroll to a card when pressed.
 */
export function AcnTestimonials({ items }: { items: Testimony[] }) {
  const mobile = useMedia('(max-width: 767px)');
  const hydrated = useHydrated();
  if (items.length === 0) return <p className={styles.state}>No testimony found!</p>;
  const paged = (
    <Carousel
      label="Testimonials"
      items={items}
      itemKey={(t, i) => t._id ?? String(i)}
      perPage={3}
      intervalMs={5000}
      arrows={false}
      render={(t) => <TestimonialCard t={t} textFallback={TEXT_FALLBACK} />}
    />
  );
  // Before scripts run the server cannot know the screen: send both, CSS shows the right one.
  if (!hydrated) {
    return (
      <>
        <div className={styles.desktopOnly}>{paged}</div>
        <div className={styles.phoneOnly}>
          <SwipeRow items={items} />
        </div>
      </>
    );
  }
  return mobile ? <SwipeRow items={items} /> : paged;
}

function SwipeRow({ items }: { items: Testimony[] }) {
  const row = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const onScroll = () => {
      const first = el.firstElementChild as HTMLElement | null;
      const step = first ? first.offsetWidth + parseFloat(getComputedStyle(el).columnGap || '0') : el.clientWidth;
      setCurrent(Math.min(items.length - 1, Math.round(el.scrollLeft / step)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [items.length]);

  const go = (i: number) => {
    const target = row.current?.children[i] as HTMLElement | undefined;
    row.current?.scrollTo({ left: target?.offsetLeft ?? 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <section aria-roledescription="carousel" aria-label="Testimonials" data-page={current}>
      <ul ref={row} className={styles.scroller} tabIndex={0} aria-label="Swipe for more testimonials">
        {items.map((t, i) => (
          <li key={t._id ?? i} aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
            <TestimonialCard t={t} textFallback={TEXT_FALLBACK} />
          </li>
        ))}
      </ul>
      <div className={carouselStyles.nav}>
        <div className={carouselStyles.dots} role="group" aria-label="Choose a page">
          {items.map((t, i) => (
            <button
              key={t._id ?? i}
              type="button"
              className={carouselStyles.dot}
              aria-current={i === current ? 'true' : undefined}
              aria-label={`Page ${i + 1} of ${items.length}`}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
