'use client';

import { useId, useState } from 'react';
import styles from './arewahub.module.css';

/**
 * A product's description, clamped to a few lines until See More opens it. `html` is sanitized on the server;
 * `lang` marks it, a record, on a page in another language; `labels` are the button's words in the page's.
 */
export function ProductDescription({
  html,
  lang,
  labels,
}: {
  html: string;
  lang?: string;
  labels: { more: string; less: string };
}) {
  const [more, setMore] = useState(false);
  const id = useId();
  return (
    <>
      <div
        id={id}
        lang={lang}
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
        {more ? labels.less : labels.more}
      </button>
    </>
  );
}
