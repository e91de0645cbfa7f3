'use client';

import { type ReactNode, useState } from 'react';
import { Carousel, type CarouselWords } from '@/components/ui/carousel';
import ui from '@/components/ui/section.module.css';
import styles from './team-grid.module.css';

/** The team's cards, rendered on the server, in the slider or, after View All, in one grid. */
export interface TeamSliderWords {
  carousel: CarouselWords;
  /** The carousel's name. */
  label: string;
  /** The grid's name, after View All. */
  whole: string;
  viewAll: string;
  showFewer: string;
}

export function TeamSliderView({ cards, words }: { cards: ReactNode[]; words: TeamSliderWords }) {
  const [all, setAll] = useState(false);
  return (
    <div>
      {all ? (
        <ul className={styles.grid} aria-label={words.whole}>
          {cards.map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      ) : (
        <Carousel
          label={words.label}
          perPage={3}
          narrow={{ maxWidth: 768, perPage: 1 }}
          intervalMs={5000}
          words={words.carousel}
        >
          {cards}
        </Carousel>
      )}
      <p style={{ textAlign: 'center', marginTop: 'var(--space-6)' }}>
        <button type="button" className={ui.button} onClick={() => setAll((v) => !v)} aria-pressed={all}>
          {all ? words.showFewer : words.viewAll}
        </button>
      </p>
    </div>
  );
}
