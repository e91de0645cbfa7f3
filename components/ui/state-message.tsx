import styles from './section.module.css';

/*
 * The look of a section that shows a message instead of its content, with words already in the page's
 * language. Free of the catalogs, so a client component can show one (a search that finds nothing); a
 * server component shows them through components/ui/states.tsx, which translates the shared texts.
 */

/** Content that could not be read: said to assistive technology at once. */
export function ErrorMessage({ text }: { text: string }) {
  return (
    <p className={styles.state} role="status">
      {text}
    </p>
  );
}

/** Nothing here yet. */
export function EmptyMessage({ text }: { text: string }) {
  return <p className={styles.state}>{text}</p>;
}
