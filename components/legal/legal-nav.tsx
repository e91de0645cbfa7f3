'use client';

import { useEffect, useState } from 'react';
import type { LegalSection } from '@/lib/content/legal';
import { useHydrated } from '@/components/ui/use-media';
import styles from './legal.module.css';

/**
 * The side navigation of a legal page. Choosing a section scrolls to it and puts it in the
 * address (#id); the section being read is highlighted, as an IntersectionObserver reports it.
 * On narrow screens the list folds away above the text; before scripts run, and without them, its toggle is a
 * link to the list, which the stylesheet opens while it is the page's target.
 */
export function LegalNav({
  sections,
  label,
}: {
  sections: Pick<LegalSection, 'id' | 'heading'>[];
  /** "Sections" in the page's language: the navigation's name and its toggle's text. */
  label: string;
}) {
  const [active, setActive] = useState(sections[0]?.id ?? '');
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target.id);
          else visible.delete(e.target.id);
        }
        // The first section, in reading order, that crosses the band.
        const first = sections.find((s) => visible.has(s.id));
        if (first) setActive(first.id);
      },
      // A band from just under the sticky header to 40% down the screen.
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const s of sections) {
      const el = document.getElementById(s.id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <nav className={styles.nav} aria-label={label}>
      {hydrated ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="legal-sections"
          onClick={() => setOpen((o) => !o)}
        >
          {label}
        </button>
      ) : (
        <a href="#legal-sections" className={styles.toggle}>
          {label}
        </a>
      )}
      <ol id="legal-sections" className={`${styles.list} ${open ? styles.open : ''}`}>
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              aria-current={active === s.id ? 'location' : undefined}
              onClick={() => {
                setActive(s.id);
                setOpen(false);
              }}
            >
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
