'use client';

import { type ReactNode, useState } from 'react';
import { Carousel, type CarouselWords } from '@/components/ui/carousel';
import { useHydrated } from '@/components/ui/use-media';
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

/**
 * View All needs scripts: until they run the button is not there (its place is kept), and the carousel shows
 * every card in its row (components/ui/carousel.tsx).
 */
export function TeamSliderView({ cards, words }: { cards: ReactNode[]; words: TeamSliderWords }) {
  const [all, setAll] = useState(false);
  const hydrated = useHydrated();
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
      <p style={{ textAlign: 'center', marginTop: 'var(--space-6)', minHeight: 44 }}>
        {hydrated && (
          <button type="button" className={ui.button} onClick={() => setAll((v) => !v)} aria-pressed={all}>
            {all ? words.showFewer : words.viewAll}
          </button>
        )}
      </p>
    </div>
  );
}
