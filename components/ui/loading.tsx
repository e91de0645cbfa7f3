import styles from './section.module.css';

/** The loading state shown while a page's data arrives on client navigation. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
