import type { Metadata } from 'next';
import { localizedMetadata } from '@/lib/seo/metadata';
import { PageMain } from '@/components/layout/page-main';
import styles from '@/components/acn/acn.module.css';
import { DonateButton } from '@/components/acn/donate-button';
import { acnWords } from '@/components/acn/words';
import ui from '@/components/ui/section.module.css';
import { IMPACT_OPTIONS } from '@/lib/content/acn';
import { ArmHero } from '@/components/ui/arm-hero';
import { GiveSection } from '@/components/acn/give-section';
import { pageLocale } from '@/lib/seo/metadata';

export const revalidate = 60;

/** The amounts the description names, by what they buy. */
const AMOUNTS = Object.fromEntries(IMPACT_OPTIONS.map((o) => [o.key, o.amount]));

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('donate.title'),
    description: t('donate.description', AMOUNTS),
    path: '/acn/how-to-help/donate',
  });
}

export default async function DonatePage() {
  const [t, locale] = await Promise.all([acnWords(), pageLocale()]);
  return (
    <PageMain>
      <ArmHero theme="acn">
        <h1>{t('donate.heroTitle')}</h1>
        <p>{t('donate.heroText')}</p>
        <DonateButton label={t('donate.donateNow')} className={styles.donateButton} donationType="Monthly gift" />
      </ArmHero>
      <GiveSection locale={locale} />
      <section className={ui.section} aria-labelledby="impact-heading">
        <h2 id="impact-heading">{t('donate.impactHeading')}</h2>
        <ul className={styles.impact}>
          {IMPACT_OPTIONS.map((o) => (
            <li key={o.amount}>
              <strong>{o.amount}</strong>
              <h3>{t(`donate.options.${o.key}.title`)}</h3>
              <p>{t(`donate.options.${o.key}.text`)}</p>
              <DonateButton
                label={t('donate.donateAmount', { amount: o.amount })}
                className={styles.donateButton}
                donationType={o.donationType}
              />
            </li>
          ))}
        </ul>
      </section>
    </PageMain>
  );
}
