'use client';

import { Children, isValidElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useHydrated, useMedia, useReducedMotion, useSaveData } from './use-media';
import { useOnScreen } from './use-on-screen';
import { SCRIPTS_HELD } from '@/lib/platform/save-data';
import styles from './carousel.module.css';

/** The carousel's words in the page's language (carouselWords() in components/ui/words.ts gives them). */
export interface CarouselWords {
  play: string;
  pause: string;
  /** Said after Play or Pause, to screen readers only. */
  automaticSlides: string;
  previous: string;
  next: string;
  choosePage: string;
  /** `{page}` of `{pages}`: a dot's name. */
  page: string;
  /** `{slide}` of `{slides}`: a slide's name. */
  slide: string;
}

/** A message's `{name}` arguments filled in: the browser carries no message formatter. */
const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export interface CarouselProps {
  /** The slides, rendered by the caller (on the server, usually): each child is one slide, keyed. */
  children: ReactNode;
  /** Accessible name of the carousel, such as 'Testimonials'. */
  label: string;
  /** Items per page on wide screens, and on screens at most `narrow.maxWidth` px wide. */
  perPage: number;
  narrow?: { maxWidth: number; perPage: number };
  /** Columns of the page's grid, when a page is several rows (the shop's 8 = 4 × 2). */
  columns?: number;
  /** Auto-advance interval; none when absent, when paused, or under prefers-reduced-motion. */
  intervalMs?: number;
  dots?: boolean;
  arrows?: boolean;
  /** The controls' words in the page's language. */
  words: CarouselWords;
}

/**
 * Pages of items with wrap-around previous/next, indicator dots that jump to a page, and an
 * optional auto-advance that pauses on hover and focus and while the carousel is out of sight, has
 * a visible pause control, and never starts under prefers-reduced-motion. Every item is in the
 * HTML; those off the page are hidden, and the pictures of the pages either side are fetched ahead. Only the track and its controls are client code: the slides
 * arrive rendered, so their components never ship as scripts. For a visitor who asked to save data
 * (lib/platform/save-data.ts) it starts paused, as if they had pressed Pause (Play starts it), and fetches
 * no picture before its page is shown.
 *
 * Before scripts run no control is shown, since none would work, and the controls' places are kept, so
 * that nothing moves when they appear. While the scripts are on their way, the first page is shown as the
 * paged carousel will show it, and no picture of a later page is fetched. Where no scripts will run (a
 * browser that runs none, such as a proxy browser; a page whose scripts are held back for a visitor who
 * saves data, lib/platform/save-data-scripts.ts) every slide is shown: a page of one row is a row that
 * scrolls sideways, its first page where the paged carousel shows it; a page of several rows shows every
 * slide in its grid.
 */
/**
 * Before hydration, the class of a slide off the first page, which CSS hides while the scripts are on their
 * way: off the wide first page, or off the narrow one only (hidden on narrow screens by the carousel's rule).
 */
function laterClass(index: number, perPage: number, narrowPerPage?: number) {
  if (index >= perPage) return styles.later;
  return narrowPerPage !== undefined && index >= narrowPerPage ? styles.laterNarrow : '';
}

export function Carousel({
  children,
  label,
  perPage,
  narrow,
  columns,
  intervalMs,
  dots = true,
  arrows = true,
  words,
}: CarouselProps) {
  const items = Children.toArray(children);
  const isNarrow = useMedia(narrow ? `(max-width: ${narrow.maxWidth}px)` : 'not all');
  const size = Math.max(1, isNarrow && narrow ? narrow.perPage : perPage);
  const cols = isNarrow && narrow ? narrow.perPage : (columns ?? perPage);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Null until the visitor presses Pause or Play: until then, stopped when they asked to save data.
  const [stoppedByVisitor, setStopped] = useState<boolean | null>(null);
  const saveData = useSaveData();
  const stopped = stoppedByVisitor ?? saveData;
  const reducedMotion = useReducedMotion();
  const id = useId();
  const hydrated = useHydrated();
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const onScreen = useOnScreen(root);
  const current = Math.min(page, pages - 1);
  // Before hydration every slide is in the HTML, shown (see above); paged only once the controls work.
  const paged = hydrated || pages < 2;
  const rows = Math.ceil(perPage / (columns ?? perPage));
  const autoplay = !!intervalMs && pages > 1 && !reducedMotion;
  const running = autoplay && !stopped && !hovered && !focused && onScreen;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setPage((p) => (Math.min(p, pages - 1) + 1) % pages), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs, pages]);

  // The pictures of the pages either side are fetched while this one is shown, so the shelf never moves
  // on to blank pictures on a slow phone: a lazy picture in a hidden slide would wait until it is shown.
  useEffect(() => {
    if (!hydrated || !onScreen || pages < 2 || saveData) return;
    const near = new Set([(current + 1) % pages, (current + pages - 1) % pages]);
    track.current?.querySelectorAll<HTMLLIElement>(':scope > li').forEach((slide, i) => {
      if (near.has(Math.floor(i / size)))
        for (const img of slide.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    });
  }, [hydrated, onScreen, current, pages, size, saveData]);

  const go = (to: number) => setPage(((to % pages) + pages) % pages);

  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-page={current}
      data-per-page={size}
      data-carousel={id}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {/* Before scripts run the server cannot know the screen: on narrow screens CSS lays the row out with the
          narrow page's columns, so the first page is where it will be, and, while the scripts are on their way,
          shows only the narrow first page (see .later in the stylesheet). React hoists the rule into <head> (a
          <style> in <section> is not valid HTML). */}
      {narrow && !paged && (
        <style
          href={`carousel-${id}`}
          precedence="carousel"
        >{`@media (max-width: ${narrow.maxWidth}px) { [data-carousel="${id}"] .${styles.track} { --columns: ${narrow.perPage} !important; } [data-carousel="${id}"] .${styles.wrapped} { grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: var(--slide-width); overflow-x: auto; scroll-snap-type: x mandatory; } } @media (max-width: ${narrow.maxWidth}px) and (scripting: enabled) { html:not([${SCRIPTS_HELD}]) [data-carousel="${id}"] .${styles.laterNarrow} { display: none; } }`}</style>
      )}
      <div className={styles.controls}>
        {autoplay &&
          (hydrated ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setStopped(!stopped)}
              aria-pressed={stopped}
            >
              {stopped ? words.play : words.pause}
              <span className="visually-hidden">{` ${words.automaticSlides}`}</span>
            </button>
          ) : (
            <span className={styles.controlSpace} />
          ))}
      </div>
      <ul
        ref={track}
        id={`${id}-items`}
        className={`${styles.track} ${cols > 3 ? styles.many : ''} ${paged ? '' : rows > 1 ? styles.wrapped : styles.scroller}`}
        style={{ ['--columns' as string]: cols }}
        aria-live={running ? 'off' : 'polite'}
      >
        {items.map((item, i) => {
          const visible = Math.floor(i / size) === current;
          return (
            <li
              key={isValidElement(item) && item.key !== null ? item.key : i}
              className={`${styles.slide} ${paged ? '' : laterClass(i, perPage, narrow?.perPage)}`}
              hidden={paged && !visible}
              aria-roledescription="slide"
              aria-label={fill(words.slide, { slide: i + 1, slides: items.length })}
            >
              {item}
            </li>
          );
        })}
      </ul>
      {pages > 1 && !hydrated && (dots || arrows) && (
        <div className={`${styles.nav} ${arrows ? styles.arrowsSpace : styles.dotsSpace}`} />
      )}
      {pages > 1 && hydrated && (
        <div className={styles.nav}>
          {arrows && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(current - 1)}
              aria-controls={`${id}-items`}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{words.previous}</span>
            </button>
          )}
          {dots && (
            <div className={styles.dots} role="group" aria-label={words.choosePage}>
              {Array.from({ length: pages }, (_, p) => (
                <button
                  key={p}
                  type="button"
                  className={styles.dot}
                  aria-current={p === current ? 'true' : undefined}
                  aria-label={fill(words.page, { page: p + 1, pages })}
                  onClick={() => go(p)}
                />
              ))}
            </div>
          )}
          {arrows && (
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(current + 1)}
              aria-controls={`${id}-items`}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{words.next}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
