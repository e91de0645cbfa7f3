'use client';

import { useEffect } from 'react';
import { browserApi } from '@/lib/api/browser';
import { endpoints } from '@/lib/api/contract';
import { type NewsletterWebsite, subscribeSchema } from '@/lib/api/schemas';
import { FormFooter, TextField } from './fields';
import styles from './newsletter-form.module.css';
import { useApiForm } from './use-api-form';

export interface NewsletterProps {
  website: NewsletterWebsite;
  successText: string;
}

/**
 * The footer's newsletter sign-up; the website value says which arm the visitor is on.
 * It takes over from the placeholder form (lazy-newsletter.tsx) with what was typed there,
 * the focus, and, if the visitor already pressed Subscribe, the submission.
 */
export function NewsletterForm({ website, successText, handoff }: NewsletterProps & { handoff?: { email: string; submit: boolean } }) {
  const { form, onSubmit, pending, serverError } = useApiForm({
    schema: subscribeSchema,
    defaultValues: { email: '', website },
    successText,
    send: (body) => browserApi.call(endpoints.subscribe, { body }),
  });
  // When this form replaces the placeholder (and again if Subscribe was pressed during the swap).
  useEffect(() => {
    if (!handoff) return;
    if (handoff.email) form.setValue('email', handoff.email);
    if (handoff.submit) void onSubmit();
    else form.setFocus('email');
  }, [handoff]); // form and onSubmit are stable for this form's life
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <TextField form={form} name="email" label="Your email" type="email" autoComplete="email" placeholder="you@example.com" />
      <FormFooter pending={pending} label="Subscribe" pendingLabel="Subscribing..." serverError={serverError} />
    </form>
  );
}
