import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { PageMain } from '@/components/layout/page-main';
import styles from '@/components/acn/acn.module.css';
import { DonateButton } from '@/components/acn/donate-button';
import { acnWords, impactAmounts } from '@/components/acn/words';
import ui from '@/components/ui/section.module.css';
import { IMPACT_OPTIONS, impactAnchor } from '@/lib/content/acn';
import { ArmHero } from '@/components/ui/arm-hero';
import { GIVE_ANCHOR, GiveSection } from '@/components/acn/give-section';
import { givingOnline } from '@/lib/queries/gifts';
import { formatMoney } from '@/lib/format/display';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([acnWords(), pageLocale()]);
  return localizedMetadata({
    title: t('donate.title'),
    description: t('donate.description', impactAmounts(IMPACT_OPTIONS, locale)),
    path: PAGES.acnDonate.path,
  });
}

export default async function DonatePage() {
  const [t, locale] = await Promise.all([acnWords(), pageLocale()]);
  // With gifts taken online, Donate Now and each impact card lead to the giving form below (a card's amount
  // chosen there); without, they open the donation request, as before.
  const online = givingOnline();
  return (
    <PageMain>
      <ArmHero theme="acn">
        <h1>{t('donate.heroTitle')}</h1>
        <p>{t('donate.heroText')}</p>
        {online ? (
          <a href={`#${GIVE_ANCHOR}`} className={styles.donateButton}>
            {t('donate.donateNow')}
          </a>
        ) : (
          <DonateButton label={t('donate.donateNow')} className={styles.donateButton} donationType="monthly" />
        )}
      </ArmHero>
      <GiveSection locale={locale} />
      <section className={ui.section} aria-labelledby="impact-heading">
        <h2 id="impact-heading">{t('donate.impactHeading')}</h2>
        <ul className={styles.impact}>
          {IMPACT_OPTIONS.map((o) => (
            <li key={o.key}>
              <strong>{formatMoney(o.amount, o.currency, locale)}</strong>
              <h3>{t(`donate.options.${o.key}.title`)}</h3>
              <p>{t(`donate.options.${o.key}.text`)}</p>
              {online ? (
                <a href={`#${impactAnchor(o)}`} className={styles.donateButton}>
                  {t('donate.donateAmount', { amount: formatMoney(o.amount, o.currency, locale) })}
                </a>
              ) : (
                <DonateButton
                  label={t('donate.donateAmount', { amount: formatMoney(o.amount, o.currency, locale) })}
                  className={styles.donateButton}
                  donationType={o.donationType}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </PageMain>
  );
}
