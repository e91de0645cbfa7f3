'use client';

import { useId, useState } from 'react';
import { useHydrated } from '@/components/ui/use-media';
import styles from './arewahub.module.css';

/**
 * A product's description, clamped to a few lines until See More opens it. `html` is sanitized on the server;
 * `lang` marks it, a record, on a page in another language; `labels` are the button's words in the page's.
 * Before scripts run, and without them, See More is a link to the description, which the stylesheet opens
 * while it is the page's target.
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
  const hydrated = useHydrated();
  return (
    <>
      <div
        id={id}
        lang={lang}
        className={`${styles.description} ${more ? '' : styles.clamped}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {hydrated ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={more}
          aria-controls={id}
          onClick={() => setMore((m) => !m)}
        >
          {more ? labels.less : labels.more}
        </button>
      ) : (
        <a href={`#${id}`} className={styles.more}>
          {labels.more}
        </a>
      )}
    </>
  );
}
