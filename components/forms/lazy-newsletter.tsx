'use client';

import { type ComponentType, useActionState, useId, useRef, useState } from 'react';
import { type OfflineState, sentNoticeId } from '@/lib/forms/offline-types';
import { submitWithoutScripts } from '@/lib/forms/submit-without-scripts';
import { usePageAddress } from '@/components/ui/page-address';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { importOnce } from '@/lib/platform/import-once';
import { savesData } from '@/lib/platform/save-data';
import { TargetFields } from './fields';
import fieldStyles from './fields.module.css';
import type { NewsletterForm, NewsletterProps } from './newsletter-form';
import styles from './newsletter-form.module.css';

type Real = typeof NewsletterForm;
/** The real form, fetched once; a fetch that failed is tried again at the next use and when the signal returns. */
const load = importOnce(() => import('./newsletter-form').then((m) => m.NewsletterForm));

/**
 * The footer's newsletter form sits on nearly every page, but its validation (zod and
 * react-hook-form, most of a form's code) is only needed once someone uses it. This renders
 * the same form without them; pointing at it (unless the visitor asked to save data:
 * lib/platform/save-data.ts) or focusing it fetches the real one, which takes
 * over when Subscribe is pressed, with the e-mail as typed, and submits it. Swapping only then
 * means nothing typed can land in a field that is being replaced. Before scripts run, the browser
 * posts it to the server (lib/forms/submit-without-scripts.ts), as every public form.
 */
export function LazyNewsletter({ text, ...props }: NewsletterProps) {
  const [Form, setForm] = useState<ComponentType<Parameters<Real>[0]> | null>(null);
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // Its words are the page's language's; a post without scripts names that language (none: English).
  const lang = text.locale === DEFAULT_LOCALE ? undefined : text.locale;
  const target = { form: 'subscribe' as const, website: props.website, page: usePageAddress(), locale: lang };
  const [refused, formAction] = useActionState<OfflineState, FormData>(submitWithoutScripts, null);
  const error = refused ? (refused.errors.email ?? refused.message) : null;

  // Fetched ahead of the press; a fetch that fails here is tried again when Subscribe is pressed.
  const prepare = () => void load().catch(() => undefined);

  const submit = () =>
    void load().then((Real) => {
      setEmail(input.current?.value ?? '');
      setForm(() => Real);
    });

  if (Form) return <Form {...props} text={text} handoffEmail={email} />;
  return (
    <form
      className={styles.form}
      aria-label={text.newsletter.label}
      lang={lang}
      noValidate
      action={formAction}
      onPointerEnter={() => void (savesData() || prepare())}
      onFocus={prepare}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          {text.newsletter.email}
        </label>
        <input
          ref={input}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={text.common.emailPlaceholder}
          required
          defaultValue={refused?.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldStyles.control}
        />
        {error && (
          <p id={`${id}-error`} className={fieldStyles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={fieldStyles.footer}>
        <TargetFields target={target} />
        <p id={sentNoticeId(target)} className={fieldStyles.sentNotice} role="status" tabIndex={-1}>
          {props.successText}
        </p>
        <button type="submit" className={fieldStyles.submit}>
          {text.newsletter.submit}
        </button>
      </div>
    </form>
  );
}
