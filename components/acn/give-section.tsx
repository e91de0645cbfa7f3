import { getTranslations } from 'next-intl/server';
import ui from '@/components/ui/section.module.css';
import { formatGift, GIFT_AMOUNTS, GIFT_CURRENCIES } from '@/lib/api/giving';
import { IMPACT_OPTIONS, impactAnchor } from '@/lib/content/acn';
import { LANGUAGES, type Locale } from '@/lib/i18n/locales';
import { bankDetails, givingOnline } from '@/lib/queries/gifts';
import { GiveForm, type GiveFormText } from './give-form';
import { GiftTotals } from './gift-totals';

/** The giving section's address on the donate page: where its Donate Now leads. */
export const GIVE_ANCHOR = 'give';

/**
 * The donate page's gift section: with a payment provider configured, the giving form and this year's
 * totals; always, where configured, how to give by bank transfer (GIFT_BANK_DETAILS).
 */
export async function GiveSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('giving');
  const online = givingOnline();
  const bank = bankDetails();
  const { intl } = LANGUAGES[locale];
  const text: GiveFormText = {
    label: t('form.label'),
    frequency: t('form.frequency'),
    once: t('form.once'),
    monthly: t('form.monthly'),
    currency: t('form.currency'),
    currencyNames: { NGN: t('currencyNames.NGN'), GHS: t('currencyNames.GHS'), USD: t('currencyNames.USD') },
    amount: t('form.amount'),
    otherAmount: t('form.otherAmount'),
    otherHint: t('form.otherHint'),
    name: t('form.name'),
    anonymous: t('form.anonymous'),
    email: t('form.email'),
    message: t('form.message'),
    optional: t('form.optional'),
    listed: t('form.listed'),
    submit: t('form.submit'),
    secure: t('form.secure'),
    problem: t('form.problem'),
    trap: t('form.trap'),
    validation: t.raw('validation') as GiveFormText['validation'],
    suggested: Object.fromEntries(
      GIFT_CURRENCIES.map((c) => [
        c,
        GIFT_AMOUNTS[c].suggested.map((a) => ({ value: String(a), label: formatGift(a * 100, c, intl) })),
      ]),
    ) as GiveFormText['suggested'],
  };
  return (
    <>
      {!online && <GiftTotals locale={locale} />}
      {online && (
        <section id={GIVE_ANCHOR} className={ui.section} aria-labelledby="give-heading">
          {/* Where each impact card's link lands: the form, with the card's amount chosen once scripts run. */}
          {IMPACT_OPTIONS.map((o) => (
            <span key={o.key} id={impactAnchor(o)} />
          ))}
          <h2 id="give-heading">{t('form.heading')}</h2>
          <p>{t('form.intro')}</p>
          <GiftTotals locale={locale} />
          <GiveForm
            locale={locale}
            text={text}
            presets={IMPACT_OPTIONS.map((o) => ({
              anchor: impactAnchor(o),
              currency: o.currency,
              amount: String(o.amount),
            }))}
          />
        </section>
      )}
      {bank.length > 0 && (
        <section className={ui.section} aria-labelledby="bank-heading">
          <h2 id="bank-heading">{t('bank.heading')}</h2>
          <p>{t('bank.text')}</p>
          <ul>
            {bank.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
