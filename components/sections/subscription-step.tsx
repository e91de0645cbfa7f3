import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/seo/metadata';
import styles from '@/components/ui/section.module.css';

/*
 * The page a newsletter e-mail's link opens (confirming, unsubscribing): one button that posts the
 * link's token, since mail scanners open links but press no button; then what happened. It works
 * without scripts: a plain form posting to a server action. Its main landmark is in the page's language:
 * the page passes its words in that language.
 */

export interface SubscriptionStepProps {
  heading: string;
  /** What happened, once the button was pressed. */
  outcome?: string;
  /** The link's token, checked: the button posts it. */
  token?: string;
  explanation: string;
  button: string;
  action: (form: FormData) => Promise<void>;
}

export async function SubscriptionStep({
  heading,
  outcome,
  token,
  explanation,
  button,
  action,
}: SubscriptionStepProps) {
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
        <form action={action}>
          <p className={styles.lead}>{explanation}</p>
          <input type="hidden" name="token" value={token} />
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
