'use client';

import { browserApi } from '@/lib/api/browser';
import { endpoints } from '@/lib/api/contract';
import { type NewsletterWebsite, subscribeSchema } from '@/lib/api/schemas';
import { TextField } from './fields';
import styles from './newsletter-form.module.css';
import { useApiForm } from './use-api-form';
import { FormFooter } from './fields';

/** The footer's newsletter sign-up; the website value says which arm the visitor is on. */
export function NewsletterForm({ website, successText }: { website: NewsletterWebsite; successText: string }) {
  const { form, onSubmit, pending, serverError } = useApiForm({
    schema: subscribeSchema,
    defaultValues: { email: '', website },
    successText,
    send: (body) => browserApi.call(endpoints.subscribe, { body }),
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <TextField form={form} name="email" label="Your email" type="email" autoComplete="email" placeholder="you@example.com" />
      <FormFooter pending={pending} label="Subscribe" pendingLabel="Subscribing..." serverError={serverError} />
    </form>
  );
}
