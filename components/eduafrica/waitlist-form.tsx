'use client';

import { useEffect, useState } from 'react';
import { FormFooter, TextField } from '@/components/forms/fields';
import type { FormText } from '@/components/forms/form-text';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { WAITLIST_WEBSITE } from '@/lib/api/constants';
import styles from './waitlist.module.css';

/** How long the thank-you view stays before the modal closes itself. */
export const WAITLIST_CLOSE_MS = 2000;

/** Form, then 'Loading...', then a thank-you view that closes itself after 2 seconds. */
export function WaitlistForm({ onDone, text }: { onDone?: () => void; text: FormText<'waitlist'> }) {
  const [thanked, setThanked] = useState(false);
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'subscribe', website: WAITLIST_WEBSITE },
    schema: (kit) => kit.subscribeSchema,
    defaultValues: { email: '', website: WAITLIST_WEBSITE },
    successText: null,
    sentText: `${text.waitlist.thanks} ${text.waitlist.next}`,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.subscribe, { body }),
    onSuccess: () => setThanked(true),
  });

  useEffect(() => {
    if (!thanked || !onDone) return;
    const timer = setTimeout(onDone, WAITLIST_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [thanked, onDone]);

  if (thanked) {
    return (
      <div className={styles.thanks} role="status" lang={formProps.lang}>
        <p className={styles.big}>{text.waitlist.thanks}</p>
        <p>{text.waitlist.next}</p>
        {onDone && (
          <button type="button" className={fieldStyles.submit} onClick={onDone}>
            {text.waitlist.okay}
          </button>
        )}
      </div>
    );
  }
  return (
    <form className={fieldStyles.form} {...formProps} aria-label={text.waitlist.label}>
      <p>{text.waitlist.intro}</p>
      <TextField
        form={form}
        name="email"
        label={text.fields.email}
        type="email"
        autoComplete="email"
        placeholder={text.common.emailPlaceholder}
        data-autofocus
      />
      <div className={fieldStyles.actions}>
        <FormFooter {...footer} label={text.waitlist.submit} pendingLabel={text.waitlist.pending} />
        {onDone && (
          <button type="button" className={fieldStyles.secondary} onClick={onDone}>
            {text.waitlist.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
