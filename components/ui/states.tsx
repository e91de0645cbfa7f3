import { READ_ERROR } from '@/lib/content/messages';
import styles from './section.module.css';

/*
 * What a section or page shows instead of its content, in one look: it could not be read (said
 * to assistive technology at once), there is nothing yet, or it is on its way.
 */

export function ErrorState({ text = READ_ERROR }: { text?: string }) {
  return (
    <p className={styles.state} role="status">
      {text}
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className={styles.state}>{text}</p>;
}

/** Shown while a page's data arrives on client navigation. */
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** A page whose content could not be read: the message alone in the page's main landmark. */
export function PageError({ text = READ_ERROR }: { text?: string }) {
  return (
    <main id="main">
      <p className={styles.state} role="alert">
        {text}
      </p>
    </main>
  );
}
