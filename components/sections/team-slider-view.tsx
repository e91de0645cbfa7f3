'use client';

import { type ReactNode, useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import ui from '@/components/ui/section.module.css';
import styles from './team-grid.module.css';

/** The team's cards, rendered on the server, in the slider or, after View All, in one grid. */
export function TeamSliderView({ cards }: { cards: ReactNode[] }) {
  const [all, setAll] = useState(false);
  return (
    <div>
      {all ? (
        <ul className={styles.grid} aria-label="The whole team">
          {cards.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      ) : (
        <Carousel label="Team members" perPage={3} narrow={{ maxWidth: 768, perPage: 1 }} intervalMs={5000}>
          {cards}
        </Carousel>
      )}
      <p style={{ textAlign: 'center', marginTop: 'var(--space-6)' }}>
        <button type="button" className={ui.button} onClick={() => setAll((v) => !v)} aria-pressed={all}>
          {all ? 'Show fewer' : 'View All'}
        </button>
      </p>
    </div>
  );
}
