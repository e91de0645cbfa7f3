import styles from '@/components/ui/section.module.css';

/*
 * The page a newsletter e-mail's link opens (confirming, unsubscribing): one button that posts the
 * link's token, since mail scanners open links but press no button; then what happened. It works
 * without scripts: a plain form posting to a server action.
 */

export interface SubscriptionStepProps {
  heading: string;
  /** What happened, once the button was pressed; or the invalid link's message. */
  outcome?: string;
  /** Absent when the link is not valid: no button then. */
  token?: string;
  explanation: string;
  button: string;
  action: (form: FormData) => Promise<void>;
}

export function SubscriptionStep({ heading, outcome, token, explanation, button, action }: SubscriptionStepProps) {
  return (
    <section className={styles.section} aria-labelledby="step-heading">
      <h1 id="step-heading">{heading}</h1>
      {outcome ? (
        <p role="status" className={styles.lead}>
          {outcome}
        </p>
      ) : token ? (
        <form action={action}>
          <p className={styles.lead}>{explanation}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={styles.button}>
            {button}
          </button>
        </form>
      ) : (
        <p role="status" className={styles.lead}>
          This link is not valid: it may have been cut short by your mail program. Open it again from the e-mail, in full.
        </p>
      )}
    </section>
  );
}
