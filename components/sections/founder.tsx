import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { FOUNDER } from '@/lib/content/group';
import styles from './founder.module.css';

/** The founder's quote (teams page) or biography (events page). */
export async function Founder({ variant }: { variant: 'quote' | 'bio' }) {
  const t = await getTranslations('group.founder');
  const ui = await getTranslations('ui');
  return (
    <section className={styles.founder} aria-labelledby={`founder-${variant}`}>
      <ServerImage
        src={FOUNDER.image}
        alt={ui('team.portrait', { name: FOUNDER.name })}
        width={400}
        height={400}
        className={styles.portrait}
      />
      <div>
        {variant === 'quote' ? (
          <figure className={styles.figure}>
            <blockquote>
              <p id={`founder-${variant}`}>“{t('quote')}”</p>
            </blockquote>
            <figcaption>
              <strong>{FOUNDER.name}</strong>, {t('role')}
            </figcaption>
          </figure>
        ) : (
          <>
            <h2 id={`founder-${variant}`}>{ui('founder.about')}</h2>
            <p className={styles.role}>
              <strong>{FOUNDER.name}</strong>, {t('role')}
            </p>
            {FOUNDER.bio.map((p) => (
              <p key={p}>{t(`bio.${p}`)}</p>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
