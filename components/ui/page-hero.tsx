import styles from './page-hero.module.css';

/** The title band at the top of an inner page: dark, or light for the network's 'What we do' banner. */
export function PageHero({
  eyebrow,
  title,
  tone = 'dark',
  children,
}: {
  eyebrow?: string;
  title: string;
  tone?: 'dark' | 'light';
  children?: React.ReactNode;
}) {
  return (
    <div className={`${styles.hero} ${tone === 'light' ? styles.light : ''}`}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
