import type { ReactNode } from 'react';
import ui from './section.module.css';

/**
 * A section of cards whose titles are h3: its own h2, for screen readers only, keeps the page's outline
 * whole (h1, h2, h3) under a hero that has the h1.
 */
export function CardsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={ui.section} aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      {children}
    </section>
  );
}
