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
 * react-hook-form, about 55 KB compressed) is only needed once someone uses it. This renders
 * the same form without them, and swaps in the real one on first focus or press, handing over
 * what was typed; pointing at it starts the download early.
 */
export function LazyNewsletter(props: NewsletterProps) {
  const [Form, setForm] = useState<ComponentType<Parameters<Real>[0]> | null>(null);
  const [handoff, setHandoff] = useState({ email: '', submit: false });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // Read when the code has arrived, so nothing typed meanwhile is lost.
  const upgrade = (submit: boolean) =>
    void load().then((Real) => {
      setHandoff((h) => ({ email: input.current?.value ?? h.email, submit: submit || h.submit }));
      setForm(() => Real);
    });

  if (Form) return <Form {...props} handoff={handoff} />;
  return (
    <form
      className={styles.form}
      aria-label="Newsletter"
      noValidate
      onPointerEnter={() => void load()}
      onFocus={() => upgrade(false)}
      onSubmit={(e) => {
        e.preventDefault();
        upgrade(true);
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
