import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { FOUNDER } from '@/lib/content/group';
import styles from './founder.module.css';

/** The founder's words: her role, quote and biography, in the page's language where the page passes them. */
export interface FounderText {
  role: string;
  quote: string;
  bio: string[];
}

/**
 * The founder's quote (teams page) or biography (events page). `text` is the founder's copy in the page's
 * language; without it, lib/content/group.ts's English.
 */
export async function Founder({ variant, text = FOUNDER }: { variant: 'quote' | 'bio'; text?: FounderText }) {
  const t = await getTranslations('ui');
  return (
    <section className={styles.founder} aria-labelledby={`founder-${variant}`}>
      <Image
        src={FOUNDER.image}
        alt={t('team.portrait', { name: FOUNDER.name })}
        width={400}
        height={400}
        className={styles.portrait}
      />
      <div>
        {variant === 'quote' ? (
          <figure className={styles.figure}>
            <blockquote>
              <p id={`founder-${variant}`}>“{text.quote}”</p>
            </blockquote>
            <figcaption>
              <strong>{FOUNDER.name}</strong>, {text.role}
            </figcaption>
          </figure>
        ) : (
          <>
            <h2 id={`founder-${variant}`}>{t('founder.about')}</h2>
            <p className={styles.role}>
              <strong>{FOUNDER.name}</strong>, {text.role}
            </p>
            {text.bio.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
