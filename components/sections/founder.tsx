import Image from 'next/image';
import { FOUNDER } from '@/lib/content/group';
import styles from './founder.module.css';

/** The founder's quote (teams page) or biography (events page). */
export function Founder({ variant }: { variant: 'quote' | 'bio' }) {
  return (
    <section className={styles.founder} aria-labelledby={`founder-${variant}`}>
      <Image
        src={FOUNDER.image}
        alt={`Portrait of ${FOUNDER.name}`}
        width={400}
        height={400}
        className={styles.portrait}
      />
      <div>
        {variant === 'quote' ? (
          <figure className={styles.figure}>
            <blockquote>
              <p id={`founder-${variant}`}>“{FOUNDER.quote}”</p>
            </blockquote>
            <figcaption>
              <strong>{FOUNDER.name}</strong>, {FOUNDER.role}
            </figcaption>
          </figure>
        ) : (
          <>
            <h2 id={`founder-${variant}`}>About our founder</h2>
            <p className={styles.role}>
              <strong>{FOUNDER.name}</strong>, {FOUNDER.role}
            </p>
            {FOUNDER.bio.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
