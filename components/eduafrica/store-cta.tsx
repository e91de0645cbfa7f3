import { getTranslations } from 'next-intl/server';
import { WaitlistButton } from './waitlist-button';
import styles from './eduafrica.module.css';

/**
 * The call to action with the two store badges. The app is not in the stores yet, so the
 * badges are labelled 'coming soon' in the page's language and are drawn as notices (a dashed
 * outline, no button's fill), not links; the waitlist is the working action.
 */
export async function StoreCta() {
  const t = await getTranslations('eduAfrica');
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div>
        <h2 id="cta-heading">{t('storeCta.heading')}</h2>
        <p>{t('storeCta.text')}</p>
      </div>
      <div className={styles.badges}>
        <p className={styles.storeBadge}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8c-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.4-.9-2.4-3.6zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
            />
          </svg>
          {t('storeCta.appStore')}
        </p>
        <p className={styles.storeBadge}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path fill="currentColor" d="M5 3.5v17l14-8.5z" />
          </svg>
          {t('storeCta.googlePlay')}
        </p>
        <WaitlistButton label={t('waitlist.join')} />
      </div>
    </section>
  );
}
