import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { WaitlistButton } from './waitlist-button';
import styles from './eduafrica.module.css';

/**
 * The call to action with the two store badges. The app is not in the stores yet, so the
 * badges are labelled 'coming soon' and are not links; the waitlist is the working action.
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
        <ServerImage src="/images/badge-app-store.svg" alt={t('storeCta.appStore')} width={180} height={54} />
        <ServerImage src="/images/badge-google-play.svg" alt={t('storeCta.googlePlay')} width={180} height={54} />
        <WaitlistButton label={t('waitlist.join')} />
      </div>
    </section>
  );
}
