'use client';

import { useEffect, useRef } from 'react';
import type { NewsletterWebsite } from '@/lib/api/constants';
import { FormFooter, TextField } from './fields';
import type { FormText } from './form-text';
import styles from './newsletter-form.module.css';
import { useApiForm } from './use-api-form';

export interface NewsletterProps {
  website: NewsletterWebsite;
  successText: string;
  /** Its words in the page's language. */
  text: NewsletterText;
}

export type NewsletterText = FormText<'newsletter'>;

/**
 * The footer's newsletter sign-up; the website value says which arm the visitor is on.
 * It takes over from the placeholder form (lazy-newsletter.tsx) when Subscribe is pressed there,
 * with the e-mail as typed, and submits it.
 */
export function NewsletterForm({
  website,
  successText,
  handoffEmail,
  text,
}: NewsletterProps & { handoffEmail?: string }) {
  const { form, formProps, onSubmit, footer } = useApiForm({
    offline: { form: 'subscribe', website },
    schema: (kit) => kit.subscribeSchema,
    defaultValues: { email: '', website },
    successText,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.subscribe, { body }),
  });
  // When this form replaces the placeholder it starts with the e-mail typed there, and sends it once.
  const handedOff = useRef(false);
  useEffect(() => {
    if (handoffEmail === undefined || handedOff.current) return;
    handedOff.current = true;
    form.setValue('email', handoffEmail);
    void onSubmit();
  }, [handoffEmail, form, onSubmit]);
  return (
    <form className={styles.form} {...formProps} aria-label={text.newsletter.label}>
      <TextField
        form={form}
        name="email"
        label={text.newsletter.email}
        type="email"
        autoComplete="email"
        placeholder={text.common.emailPlaceholder}
      />
      <FormFooter {...footer} label={text.newsletter.submit} pendingLabel={text.newsletter.pending} />
    </form>
  );
}
