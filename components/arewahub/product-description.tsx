'use client';

import { useId, useState } from 'react';
import styles from './arewahub.module.css';

/** A product's description, clamped to a few lines until See More opens it. `html` is sanitized on the server. */
export function ProductDescription({ html }: { html: string }) {
  const [more, setMore] = useState(false);
  const id = useId();
  return (
    <>
      <div
        id={id}
        className={`${styles.description} ${more ? '' : styles.clamped}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <button
        type="button"
        className={styles.more}
        aria-expanded={more}
        aria-controls={id}
        onClick={() => setMore((m) => !m)}
      >
        {more ? 'See Less' : 'See More'}
      </button>
    </>
  );
}
