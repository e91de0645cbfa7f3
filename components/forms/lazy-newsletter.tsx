'use client';

import { type ComponentType, useActionState, useEffect, useId, useRef, useState } from 'react';
import { fill } from '@/lib/api/constants';
import { SUBMISSION_PATHS } from '@/lib/api/submissions';
import { formName, type OfflineState, sentNoticeId } from '@/lib/forms/offline-types';
import { submitWithoutScripts } from '@/lib/forms/submit-without-scripts';
import { usePageAddress } from '@/components/ui/page-address';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { postItself, workerControls } from '@/lib/offline/code-out-of-reach';
import { importOnce } from '@/lib/platform/import-once';
import { notify } from '@/lib/platform/notify';
import { savesData } from '@/lib/platform/save-data';
import { TargetFields } from './target-fields';
import fieldStyles from './fields.module.css';
import type { NewsletterForm, NewsletterProps } from './newsletter-form';
import styles from './newsletter-form.module.css';

type Real = typeof NewsletterForm;
/** The real form, fetched once; a fetch that failed is tried again at the next use and when the signal returns. */
const load = importOnce(() => import('./newsletter-form').then((m) => m.NewsletterForm));
/**
 * How the form hands the service worker what it keeps (lib/offline/hand-over.ts): needed only where a worker is,
 * so fetched once the browser is idle there, before the signal can go, and kept by the worker with the page.
 */
const handOver = importOnce(() => import('@/lib/offline/hand-over'));

/**
 * The footer's newsletter form sits on nearly every page, but its validation (zod and
 * react-hook-form, most of a form's code) is only needed once someone uses it. This renders
 * the same form without them; pointing at it (unless the visitor asked to save data:
 * lib/platform/save-data.ts) or focusing it fetches the real one, which takes
 * over when Subscribe is pressed, with the e-mail as typed, and submits it. Swapping only then
 * means nothing typed can land in a field that is being replaced. Before scripts run, the browser
 * posts it to the server (lib/forms/submit-without-scripts.ts), as every public form. Should the real one not
 * download (no signal), the e-mail is kept all the same (keepTyped), and the next press, or the signal's return,
 * fetches the real one again.
 */
export function LazyNewsletter({ text, ...props }: NewsletterProps) {
  const [Form, setForm] = useState<ComponentType<Parameters<Real>[0]> | null>(null);
  const [email, setEmail] = useState('');
  const [kept, setKept] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  // Its words are the page's language's; a post without scripts names that language (none: English).
  const lang = text.locale === DEFAULT_LOCALE ? undefined : text.locale;
  const page = usePageAddress();
  const target = { form: 'subscribe' as const, website: props.website, page, locale: lang };
  const [refused, formAction] = useActionState<OfflineState, FormData>(submitWithoutScripts, null);
  const error = problem ?? (refused ? (refused.errors.email ?? refused.message) : null);
  const name = formName(target);

  // A subscription kept offline from this page that the server then refused: its address is filled in again.
  useEffect(() => {
    if (!workerControls()) return;
    void handOver()
      .then(({ takeRefused }) => takeRefused(name, page))
      .then((values) => {
        const field = input.current;
        if (!field || field.value || typeof values?.email !== 'string') return;
        field.value = values.email;
        setProblem(text.common.refused);
      })
      .catch(() => undefined);
  }, [name, page, text.common.refused]);

  // Where a worker may take over, what hands it a post is fetched while the signal is there.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const fetchIt = () => void handOver().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void fetchIt();
    const idle = requestIdleCallback(fetchIt);
    return () => cancelIdleCallback(idle);
  }, []);

  // Fetched ahead of the press; a fetch that fails here is tried again when Subscribe is pressed.
  const prepare = () => void load().catch(() => undefined);

  const submit = (element: HTMLFormElement) => {
    const typed = input.current?.value ?? '';
    setKept(false);
    setProblem(null);
    void load().then(
      (Real) => {
        setEmail(typed);
        setForm(() => Real);
      },
      () => keepTyped(element, typed),
    );
  };

  /**
   * The real form could not be downloaded (no signal): the e-mail goes to the service worker as the real form
   * posts it (newsletter-form.tsx), to be sent when the signal returns and checked by the server then; one the
   * browser itself finds empty or malformed is not kept. Without a worker the browser posts the form itself
   * (postItself); when neither can be done, what was typed stays and the form says it needs a connection.
   */
  const keepTyped = async (element: HTMLFormElement, typed: string) => {
    const field = input.current;
    if (field && !field.checkValidity()) {
      const rule = field.validity.valueMissing ? text.validation.required : text.validation.email;
      setProblem(fill(rule, { field: text.fields.email }));
      return field.focus();
    }
    if (workerControls()) {
      const body = { email: typed, website: props.website, locale: text.locale };
      const kept = await handOver().then(
        ({ keepUnsent }) => keepUnsent(SUBMISSION_PATHS.subscribe, body, { name, page, locale: text.locale }),
        () => false,
      );
      if (kept) {
        if (field) field.value = '';
        setKept(true);
        notify.success(text.common.kept);
        return;
      }
    } else if (postItself(element)) return;
    setProblem(text.common.needsConnection);
  };

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
        submit(e.currentTarget);
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
        {kept && (
          <p className={fieldStyles.keptNotice} role="status">
            {text.common.kept}
          </p>
        )}
        <button type="submit" className={fieldStyles.submit}>
          {text.newsletter.submit}
        </button>
      </div>
    </form>
  );
}
