import { getTranslations } from 'next-intl/server';
import { formatGift } from '@/lib/api/giving';
import { LANGUAGES, type Locale } from '@/lib/i18n/locales';
import { givingOnline, readGiftTotals } from '@/lib/queries/gifts';
import styles from './give-form.module.css';

/**
 * What was given online this year, per currency, and how many gave: read from the recorded gifts (paid
 * only), cached like the page and expired when a gift is paid or refunded. Nothing where gifts are not taken
 * online or the totals cannot be read.
 */
export async function GiftTotals({ locale }: { locale: Locale }) {
  const [totals, t] = await Promise.all([readGiftTotals(), getTranslations('giving')]);
  // Read on every render, so that the page is expired with the totals whether or not it shows them.
  if (!totals || !givingOnline()) return null;
  const { intl } = LANGUAGES[locale];
  return (
    <section className={styles.totals} aria-labelledby="gift-totals-heading">
      <h2 id="gift-totals-heading">{t('totals.heading', { year: totals.year })}</h2>
      {totals.totals.length > 0 && (
        <ul>
          {totals.totals.map((x) => (
            <li key={x.currency} data-currency={x.currency}>
              {formatGift(x.amountMinor, x.currency, intl)}
            </li>
          ))}
        </ul>
      )}
      <p data-givers={totals.givers}>{t('totals.givers', { count: totals.givers })}</p>
    </section>
  );
}
