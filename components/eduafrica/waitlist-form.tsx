'use client';

import { useEffect, useState } from 'react';
import { FormFooter, TextField } from '@/components/forms/fields';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { browserApi } from '@/lib/api/browser';
import { WAITLIST_WEBSITE } from '@/lib/api/constants';
import styles from './waitlist.module.css';

/** How long the thank-you view stays before the modal closes itself. */
export const WAITLIST_CLOSE_MS = 2000;

/** Form, then 'Loading...', then a thank-you view that closes itself after 2 seconds. */
export function WaitlistForm({ onDone }: { onDone?: () => void }) {
  const [thanked, setThanked] = useState(false);
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'subscribe', website: WAITLIST_WEBSITE },
    schema: (kit) => kit.subscribeSchema,
    defaultValues: { email: '', website: WAITLIST_WEBSITE },
    successText: null,
    sentText: 'Thank you! You’re on the list. We’ll e-mail you as soon as Edu Africa is ready to download.',
    send: (body, { endpoints }) => browserApi.call(endpoints.subscribe, { body }),
    onSuccess: () => setThanked(true),
  });

  useEffect(() => {
    if (!thanked || !onDone) return;
    const timer = setTimeout(onDone, WAITLIST_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked, onDone]);

  if (thanked) {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.big}>Thank you! You’re on the list.</p>
        <p>We’ll e-mail you as soon as Edu Africa is ready to download.</p>
        {onDone && (
          <button type="button" className={fieldStyles.submit} onClick={onDone}>
            Okay
          </button>
        )}
      </div>
    );
  }
  return (
    <form className={fieldStyles.form} {...formProps} aria-label="Waitlist">
      <p>
        Edu Africa launches soon in Nigeria, Ghana, Gambia, Burkina Faso and Ivory Coast. Leave your e-mail and be the
        first to know.
      </p>
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        data-autofocus
      />
      <div className={fieldStyles.actions}>
        <FormFooter {...footer} label="Join the waitlist" pendingLabel="Loading..." />
        {onDone && (
          <button type="button" className={fieldStyles.secondary} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
