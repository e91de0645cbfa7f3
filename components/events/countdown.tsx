'use client';

import { useNow } from '@/components/ui/use-media';
import styles from './events.module.css';

const UNITS = [
  ['Days', 86_400_000],
  ['Hours', 3_600_000],
  ['Minutes', 60_000],
  ['Seconds', 1000],
] as const;

export function remaining(target: number, now: number) {
  let left = Math.max(0, target - now);
  return UNITS.map(([label, ms]) => {
    const value = Math.floor(left / ms);
    left -= value * ms;
    return { label, value };
  });
}

/**
 * A live countdown to the event, ticking each second and showing zeros once the date has
 * passed. The first render uses the server's clock (`renderedAt`), so the server HTML and
 * the browser's first render agree; the browser's clock takes over after mounting.
 */
export function Countdown({ target, renderedAt }: { target: string; renderedAt: number }) {
  const parts = remaining(Date.parse(target), useNow(renderedAt));
  return (
    <div>
      <h2 className="visually-hidden">Time until the event</h2>
      {/* Updated every second: not announced, to spare screen-reader users a running commentary. */}
      <ul className={styles.countdown} aria-live="off" data-testid="countdown">
        {parts.map((p) => (
          <li key={p.label}>
            <strong>{p.value}</strong>
            {p.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
