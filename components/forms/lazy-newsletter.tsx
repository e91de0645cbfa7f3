'use client';

import { type ComponentType, useId, useRef, useState } from 'react';
import fieldStyles from './fields.module.css';
import type { NewsletterForm, NewsletterProps } from './newsletter-form';
import styles from './newsletter-form.module.css';

type Real = typeof NewsletterForm;
let loading: Promise<Real> | null = null;
const load = () => (loading ??= import('./newsletter-form').then((m) => m.NewsletterForm));

/**
 * The footer's newsletter form sits on nearly every page, but its validation (zod and
 * react-hook-form, about 46 KB compressed) is only needed once someone uses it. This renders
 * the same form without them; pointing at it or focusing it fetches the real one, which takes
 * over when Subscribe is pressed, with the e-mail as typed, and submits it. Swapping only then
 * means nothing typed can land in a field that is being replaced.
 */
export function LazyNewsletter(props: NewsletterProps) {
  const [Form, setForm] = useState<ComponentType<Parameters<Real>[0]> | null>(null);
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = () =>
    void load().then((Real) => {
      setEmail(input.current?.value ?? '');
      setForm(() => Real);
    });

  if (Form) return <Form {...props} handoffEmail={email} />;
  return (
    <form
      className={styles.form}
      aria-label="Newsletter"
      noValidate
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          Your email
        </label>
        <input ref={input} id={id} name="email" type="email" autoComplete="email" placeholder="you@example.com" required className={fieldStyles.control} />
      </div>
      <div className={fieldStyles.footer}>
        <button type="submit" className={fieldStyles.submit}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
