'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Carousel, type CarouselWords } from '@/components/ui/carousel';
import { useHydrated, useMedia } from '@/components/ui/use-media';
import carouselStyles from '@/components/ui/carousel.module.css';
import styles from './acn.module.css';

/** The slider's words in the page's language; `slide` and `page` hold `{n}` and `{total}`. */
export interface TestimonialsWords {
  label: string;
  swipe: string;
  slide: string;
  choosePage: string;
  page: string;
  /** The paged view's controls. */
  carousel: CarouselWords;
}

/** A message with its `{n}` and `{total}` filled in (the catalog's text as it stands, ICU-free for the browser). */
const nOfTotal = (text: string, n: number, total: number) =>
  text.replace('{n}', String(n)).replace('{total}', String(total));

/**
 * The network's testimonials: on desktop three a page, moving on every 5 seconds and wrapping,
 * with dots that jump; under 768 px one at a time in a row you swipe (scroll-snap), whose dots
 * follow the scroll position and scroll to a card when pressed. The dots need scripts: until they run,
 * their row keeps its place, empty, and the row is swiped or scrolled by itself.
 */
export function AcnTestimonialsView({ cards, words }: { cards: ReactNode[]; words: TestimonialsWords }) {
  const mobile = useMedia('(max-width: 767px)');
  const hydrated = useHydrated();
  const paged = (
    <Carousel label={words.label} perPage={3} intervalMs={5000} arrows={false} words={words.carousel}>
      {cards}
    </Carousel>
  );
  // Before scripts run the server cannot know the screen: send both, CSS shows the right one. The
  // two wrappers stay put once hydrated, and only the view the screen does not show is dropped, so
  // neither view is mounted anew: a row a slow phone swiped before its scripts came stays where it is.
  return (
    <>
      <div className={styles.desktopOnly}>{(!hydrated || !mobile) && paged}</div>
      <div className={styles.phoneOnly}>{(!hydrated || mobile) && <SwipeRow cards={cards} words={words} />}</div>
    </>
  );
}

function SwipeRow({ cards, words }: { cards: ReactNode[]; words: TestimonialsWords }) {
  const hydrated = useHydrated();
  const row = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const onScroll = () => {
      const first = el.firstElementChild as HTMLElement | null;
      const step = first ? first.offsetWidth + parseFloat(getComputedStyle(el).columnGap || '0') : el.clientWidth;
      setCurrent(Math.min(cards.length - 1, Math.round(el.scrollLeft / step)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    onScroll(); // the row may have been swiped before the scripts ran
    return () => el.removeEventListener('scroll', onScroll);
  }, [cards.length]);

  const go = (i: number) => {
    const target = row.current?.children[i] as HTMLElement | undefined;
    row.current?.scrollTo({
      left: target?.offsetLeft ?? 0,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  return (
    <section aria-roledescription="carousel" aria-label={words.label} data-page={current}>
      <ul ref={row} className={styles.scroller} tabIndex={0} aria-label={words.swipe}>
        {cards.map((card, i) => (
          <li key={i} aria-roledescription="slide" aria-label={nOfTotal(words.slide, i + 1, cards.length)}>
            {card}
          </li>
        ))}
      </ul>
      <div className={`${carouselStyles.nav} ${carouselStyles.dotsSpace}`}>
        {hydrated && (
          <div className={carouselStyles.dots} role="group" aria-label={words.choosePage}>
            {cards.map((_, i) => (
              <button
                key={i}
                type="button"
                className={carouselStyles.dot}
                aria-current={i === current ? 'true' : undefined}
                aria-label={nOfTotal(words.page, i + 1, cards.length)}
                onClick={() => go(i)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
