import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/seo/metadata';
import styles from '@/components/ui/section.module.css';

/*
 * The page a newsletter e-mail's link opens (confirming, unsubscribing): one button that posts the
 * link's token, since mail scanners open links but press no button; then what happened. It works
 * without scripts: a plain form posting to the page's own address, token included (a route follows the
 * link: app/[locale]/(group)/newsletter/follow). Its main landmark is in the page's language: the page
 * passes its words in that language.
 */

export interface SubscriptionStepProps {
  heading: string;
  /** What happened, once the button was pressed. */
  outcome?: string;
  explanation: string;
  button: string;
  /** Where the button posts: the page's own address with the link's checked token. */
  action: string;
}

export async function SubscriptionStep({ heading, outcome, explanation, button, action }: SubscriptionStepProps) {
  // The page's main landmark in its language, as components/layout/page-main.tsx marks it, and named by its heading.
  const lang = await pageLocale();
  return (
    <main id="main" lang={lang} className={styles.section} aria-labelledby="step-heading">
      <h1 id="step-heading">{heading}</h1>
      {outcome ? (
        <p role="status" className={styles.lead}>
          {outcome}
        </p>
      ) : (
        <form method="post" action={action}>
          <p className={styles.lead}>{explanation}</p>
          <button type="submit" className={styles.button}>
            {button}
          </button>
        </form>
      )}
    </main>
  );
}

/** What a newsletter link that does not verify opens. */
export async function InvalidMailLink() {
  const t = await getTranslations('ui.mailLink');
  const lang = await pageLocale();
  return (
    <main id="main" lang={lang} className={styles.section} aria-labelledby="step-heading">
      <h1 id="step-heading">{t('title')}</h1>
      <p role="status" className={styles.lead}>
        {t('text')}
      </p>
    </main>
  );
}
