'use client';

import { useState, useSyncExternalStore } from 'react';
import styles from './share.module.css';

const noSubscribe = () => () => {};

/**
 * Copy link (with a confirmation that is shown and announced) and, where the browser has one,
 * its native share sheet. Both need scripts, so they appear only once the page is alive.
 */
export interface CopyAndShareWords {
  copy: string;
  copied: string;
  copyFailed: string;
  more: string;
}

export function CopyAndShare({ url, title, words }: { url: string; title: string; words: CopyAndShareWords }) {
  // Feature detection runs only in the browser: null on the server and during hydration.
  const canShare = useSyncExternalStore(
    noSubscribe,
    () => typeof navigator.share === 'function',
    () => null,
  );
  const [message, setMessage] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(words.copied);
    } catch {
      setMessage(words.copyFailed);
    }
  };

  if (canShare === null) return null;
  return (
    <div className={styles.list}>
      <button type="button" className={styles.link} onClick={copy}>
        {words.copy}
      </button>
      {canShare && (
        <button type="button" className={styles.link} onClick={() => navigator.share({ title, url }).catch(() => {})}>
          {words.more}
        </button>
      )}
      <p className={styles.status} role="status">
        {message}
      </p>
    </div>
  );
}
