'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './flag-strip.module.css';

/** 1 px every 20 ms, i.e. 50 px a second: slow enough to read the flags as they pass. */
const PX_PER_SECOND = 1000 / 20;

/**
 * The 'Supported Countries' strip, its countries named in the page's language: the flags scroll in a
 * seamless loop (a second, hidden copy follows the first), pause on hover, on focus and with the pause
 * button, and stand still under prefers-reduced-motion. A CSS animation does the moving, off the main thread.
 * Until it moves (before scripts run, or without them) the flags are one row that scrolls sideways, without
 * the copy, and there is no pause button: there is nothing to pause.
 */
export function FlagStrip({
  countries,
  labels,
}: {
  countries: readonly { name: string; flag: string }[];
  /** The pause button's words in the page's language: `flags` follows play or pause for a screen reader. */
  labels: { play: string; pause: string; flags: string };
}) {
  const firstSet = useRef<HTMLUListElement>(null);
  const [distance, setDistance] = useState<number | null>(null);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    const el = firstSet.current;
    if (!el) return;
    const measure = () => setDistance(el.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const set = (hidden: boolean) => (
    <ul ref={hidden ? undefined : firstSet} className={styles.set} aria-hidden={hidden || undefined}>
      {countries.map((c) => (
        <li key={c.name} className={styles.flag}>
          {/* The <img> next/image writes for an SVG (sent as it is), without its client component's code. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={c.flag} alt={hidden ? '' : c.name} width={90} height={60} loading="lazy" decoding="async" />
          <span aria-hidden="true">{c.name}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={`${styles.wrapper} ${stopped ? styles.stopped : ''}`} data-testid="flag-strip">
      <div className={`${styles.strip} ${distance ? '' : styles.still}`}>
        <div
          className={`${styles.track} ${distance ? styles.moving : ''}`}
          style={
            distance
              ? { ['--distance' as string]: `${distance}px`, ['--duration' as string]: `${distance / PX_PER_SECOND}s` }
              : undefined
          }
        >
          {set(false)}
          {set(true)}
        </div>
      </div>
      {distance ? (
        <button type="button" className={styles.pause} onClick={() => setStopped((s) => !s)} aria-pressed={stopped}>
          {stopped ? labels.play : labels.pause}
          <span className="visually-hidden">{` ${labels.flags}`}</span>
        </button>
      ) : (
        <span className={styles.pauseSpace} />
      )}
    </div>
  );
}
