import styles from '@/components/ui/section.module.css';

/*
 * The page a newsletter e-mail's link opens (confirming, unsubscribing): one button that posts the
 * link's token, since mail scanners open links but press no button; then what happened. It works
 * without scripts: a plain form posting to a server action.
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

export function SubscriptionStep({ heading, outcome, token, explanation, button, action }: SubscriptionStepProps) {
  return (
    <main id="main" className={styles.section} aria-labelledby="step-heading">
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
export function InvalidMailLink() {
  return (
    <main id="main" className={styles.section} aria-labelledby="step-heading">
      <h1 id="step-heading">This link is not valid</h1>
      <p role="status" className={styles.lead}>
        This link is not valid: it may have been cut short by your mail program. Open it again from the e-mail, in full.
      </p>
    </main>
  );
}
