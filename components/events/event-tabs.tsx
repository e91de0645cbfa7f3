'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-media';
import styles from './events.module.css';

/**
 * Tabs with the ARIA tab pattern: arrow keys, Home and End move between tabs. `label` names the tab list.
 * Before scripts run, and without them, tabs could not be chosen: every panel is shown, one after the other,
 * under its tab's name as a heading.
 */
export function Tabs({ tabs, label }: { tabs: { label: string; content: ReactNode }[]; label: string }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const hydrated = useHydrated();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    setActive(to);
    refs.current[to]?.focus();
  };
  if (!hydrated)
    return (
      <div>
        {tabs.map((t, i) => (
          <section key={t.label} aria-labelledby={`${base}-heading-${i}`}>
            <h2 id={`${base}-heading-${i}`}>{t.label}</h2>
            {t.content}
          </section>
        ))}
      </div>
    );
  return (
    <div>
      <div role="tablist" className={styles.tabs} aria-label={label}>
        {tabs.map((t, i) => (
          <button
            key={t.label}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
            onKeyDown={(e) => move(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.label}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
