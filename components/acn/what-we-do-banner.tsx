import styles from './acn.module.css';

/** The reusable 'What we do' banner: its label, a title and a short text. */
export function WhatWeDoBanner({ title, text, label = 'What we do' }: { title: string; text: string; label?: string }) {
  return (
    <div className={styles.whatWeDo}>
      <div className={styles.whatWeDoInner}>
        <p style={{ fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.85rem', color: 'var(--color-brand-strong)' }}>{label}</p>
        <h1>{title}</h1>
        <p>{text}</p>
      </div>
    </div>
  );
}
