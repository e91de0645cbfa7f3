import { EFFICIENCY } from '@/lib/content/acn';
import { pageLocale } from '@/lib/seo/metadata';
import { DonateButton } from './donate-button';
import styles from './acn.module.css';
import { acnWords, percent } from './words';

/** Where each dollar goes: the figures as text, each with a bar of its length, then the donation modal's button. */
export async function EfficiencyChart() {
  const [t, locale] = await Promise.all([acnWords(), pageLocale()]);
  return (
    <section className={styles.chart} aria-labelledby="efficiency-heading">
      <h2 id="efficiency-heading">{t('efficiency.heading')}</h2>
      <ul>
        {EFFICIENCY.map((e) => (
          <li key={e.key}>
            <strong>{percent(e.percent, locale)}</strong> {t(`efficiency.labels.${e.key}`)}
            <span className={styles.bar} style={{ width: `${e.percent}%` }} aria-hidden="true" />
          </li>
        ))}
      </ul>
      <DonateButton label={t('home.makeDonation')} className={styles.chartDonate} />
    </section>
  );
}
