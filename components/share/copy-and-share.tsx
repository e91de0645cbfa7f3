'use client';

import { useEffect, useState } from 'react';
import styles from './share.module.css';

/**
 * Copy link (with a confirmation that is shown and announced) and, where the browser has one,
 * its native share sheet. Both need scripts, so they appear only once the page is alive.
 */
export function CopyAndShare({ url, title }: { url: string; title: string }) {
  const [ready, setReady] = useState<{ share: boolean } | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    // Feature detection can only run in the browser, once mounted.
    setReady({ share: typeof navigator.share === 'function' });
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied');
    } catch {
      setMessage('Could not copy: select the address bar and copy it from there');
    }
  };

  if (!ready) return null;
  return (
    <div className={styles.list}>
      <button type="button" className={styles.link} onClick={copy}>
        Copy link
      </button>
      {ready.share && (
        <button type="button" className={styles.link} onClick={() => navigator.share({ title, url }).catch(() => {})}>
          More ways to share…
        </button>
      )}
      <p className={styles.status} role="status">
        {message}
      </p>
    </div>
  );
}
