'use client';

import { useMemo } from 'react';
import { useNow } from '@/components/ui/use-media';
import styles from './events.module.css';

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const;

export type CountdownUnit = (typeof UNITS)[number][0];

/**
 * The countdown's words in the page's language (countdownWords in ./countdown-words.ts): each unit's name for
 * each plural form of the language, chosen in the browser by the count with Intl.PluralRules, since the
 * browser carries no message formatter.
 */
export interface CountdownWords {
  heading: string;
  /** The language's Intl tag (its plural rules). */
  intl: string;
  units: Record<CountdownUnit, Partial<Record<Intl.LDMLPluralRule, string>>>;
}

export function remaining(target: number, now: number) {
  let left = Math.max(0, target - now);
  return UNITS.map(([unit, ms]) => {
    const value = Math.floor(left / ms);
    left -= value * ms;
    return { unit, value };
  });
}

/**
 * A live countdown to the event, ticking each second and showing zeros once the date has
 * passed. The first render uses the server's clock (`renderedAt`), so the server HTML and
 * the browser's first render agree; the browser's clock takes over after mounting.
 */
export function Countdown({
  target,
  renderedAt,
  words,
}: {
  target: string;
  renderedAt: number;
  words: CountdownWords;
}) {
  const parts = remaining(Date.parse(target), useNow(renderedAt));
  const plural = useMemo(() => new Intl.PluralRules(words.intl), [words.intl]);
  return (
    <div>
      <h2 className="visually-hidden">{words.heading}</h2>
      {/* Updated every second: not announced, to spare screen-reader users a running commentary. */}
      <ul className={styles.countdown} aria-live="off" data-testid="countdown">
        {parts.map((p) => {
          const forms = words.units[p.unit];
          return (
            <li key={p.unit}>
              <strong>{p.value}</strong>
              {forms[plural.select(p.value)] ?? forms.other}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
