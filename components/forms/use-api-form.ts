'use client';

import { usePageAddress } from '@/components/ui/page-address';
import { type BaseSyntheticEvent, useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { submissionApi } from '@/lib/api/browser';
import { type ApiClient, type ApiResult, errorMessage, type Transport } from '@/lib/api/client';
import { HONEYPOT_FIELD } from '@/lib/api/constants';
import type * as FormKitModule from '@/lib/api/form-kit';
import { newKey } from '@/lib/api/idempotency';
import { POSTED, type Submissions } from '@/lib/api/submissions';
import { DEFAULT_LOCALE, localizedHref } from '@/lib/i18n/locales';
import { keepingFetch, keepOnly } from '@/lib/offline/keep';
import { postItself, takeRefused, workerControls } from '@/lib/offline/hand-over';
import { formName } from '@/lib/forms/offline-types';
import { refilled, type RefusedRecord, type SubmissionForm } from '@/lib/offline/refused';
import { type OfflineState, type OfflineTarget, sentNoticeId } from '@/lib/forms/offline-types';
import { submitWithoutScripts } from '@/lib/forms/submit-without-scripts';
import { importOnce } from '@/lib/platform/import-once';
import { notify } from '@/lib/platform/notify';
import type { FormText } from './form-text';

export type FormKit = typeof FormKitModule;

/**
 * Loads the validator and the endpoint table once for every form on the page. A load that failed (no signal,
 * and the service worker does not keep it yet) is tried again at the next use and when the connection returns.
 */
export const loadFormKit = importOnce(() => import('@/lib/api/form-kit'));

/**
 * A form's values before they are checked: its schema's input, where a choice not made yet is '' (a select
 * left on its placeholder) or false (a box not ticked), which the schema refuses with its message.
 */
export type Unchecked<I> = {
  [K in keyof I]: I[K] | (I[K] extends string ? '' : I[K] extends boolean ? false : never);
};

/** I: the schema's input, what the fields hold once valid; O: its output, what is sent. */
interface Options<I extends FieldValues, O extends FieldValues> {
  /** The form's schema, taken from the kit once it is loaded. */
  schema: (kit: FormKit) => z.ZodType<O, I>;
  defaultValues: DefaultValues<Unchecked<I>>;
  /**
   * Sends the values with `api`, whose posts carry this submission's Idempotency-Key, to one of the kit's
   * `endpoints` (without the kit, lib/api/submissions.ts's rows of them).
   */
  send: (values: O, kit: { endpoints: Submissions }, api: ApiClient) => Promise<ApiResult<unknown>>;
  /** The success toast; null for a form that just resets (the learning app's contact form). */
  successText: string | null;
  /** The form's words in the page's language: the validation messages are shown in them. */
  text: FormText;
  /** Which form this is for the server when it is sent before scripts run (lib/forms/offline-forms.ts). */
  offline: Omit<OfflineTarget, 'page'> & { page?: string };
  /** What the page says once the form was sent without scripts, where the success toast is not that text. */
  sentText?: string;
  onSuccess?: () => void;
  onInvalid?: (errors: FieldErrors<Unchecked<I>>) => void;
}

/**
 * The behaviour every form shares: validate with the same zod schema as the
 * server, its messages shown in the page's language; while sending, the button shows its pending text;
 * on success reset and toast; on failure keep every value, toast the server's message (or 'An error
 * occurred'; in the page's language when it is one of the schemas') and keep that message beside the
 * form, since a one-second toast is easy to miss.
 *
 * The schema arrives with the kit: focusing or touching the form (formProps) starts loading it, and
 * the first validation waits for it if the visitor was quicker.
 *
 * Each submission carries an Idempotency-Key (lib/api/idempotency.ts), made when its values are first
 * sent and sent again with them however often they are (a second tap, a retry after a lost reply), so
 * that the server stores them once; values changed, or stored, get a new key.
 *
 * Sent without signal from a page the service worker controls, the post is kept on the device with its key
 * and sent when the connection returns (lib/offline/keep.ts): the form says so, in the page's words, and
 * clears as after a success, since the device now holds what was typed and sends it once; the visitor has
 * nothing to send again. Without a worker it fails as any post without a reply, its values kept. The post
 * names the form, its page and language: should the server refuse it when the device sends it, the worker
 * keeps what was typed (lib/offline/refused.ts) and this form, opened again on that page, is filled in with it
 * and says it was not accepted. A form whose kit could not be downloaded is kept all the same, unchecked.
 */
export function useApiForm<I extends FieldValues, O extends FieldValues>({
  schema,
  defaultValues,
  send,
  successText,
  onSuccess,
  onInvalid,
  offline,
  sentText,
  text,
}: Options<I, O>) {
  const resolver = useRef<Resolver<Unchecked<I>, unknown, O> | null>(null);
  // Before scripts run the browser posts the form to this action; a refusal renders the page again
  // with its state: the values typed and the messages, which the fields show as if checked here.
  // Typed nullable for components shared with the Pages Router; under the App Router it is the page's path.
  const page = usePageAddress();
  // Its words are the page's language's, also where the page around it is still marked English; a post
  // without scripts names that language (none: English) so the server answers in it.
  const lang = text.locale === DEFAULT_LOCALE ? undefined : text.locale;
  const target: OfflineTarget = { page, locale: lang, ...offline };
  // The schemas speak English (the API's replies are theirs); the page shows each message in its words.
  const table = { intl: text.intl, validation: text.validation, fields: text.fields };
  // The target goes in hidden fields (FormFooter), not bound with .bind(): a client-bound action never
  // finishes its answer to a post without scripts (docs/known-issues.md).
  const [refused, formAction] = useActionState<OfflineState, FormData>(submitWithoutScripts, null);
  const form = useForm<Unchecked<I>, unknown, O>({
    resolver: async (values, context, options) => {
      const loaded = await loadFormKit();
      if (!resolver.current) {
        // The schema reads the values as they stand, a choice not made yet included, and refuses what it must.
        const check: z.ZodType<O, Unchecked<I>> = schema(loaded);
        resolver.current = loaded.zodResolver(check);
      }
      const result = await resolver.current(values, context, options);
      for (const error of Object.values(result.errors) as { message?: string }[])
        if (error?.message) error.message = loaded.translateMessage(error.message, table);
      return result;
    },
    defaultValues: refused ? keptValues(defaultValues, refused.values) : defaultValues,
    errors: useMemo(
      () => (refused ? (fieldErrors(refused.errors) as FieldErrors<Unchecked<I>>) : undefined),
      [refused],
    ),
    mode: 'onTouched',
  });
  const [serverError, setServerError] = useState<{ text: string; lang?: string } | null>(
    refused?.message ? { text: refused.message } : null,
  );
  const [succeeded, setSucceeded] = useState(false);
  const [kept, setKept] = useState(false);
  const [submission] = useState(() => new SubmissionKey());
  // Which form this is, and the page it is on as visitors ask it (a form on several pages names its own).
  const name = formName(offline);
  const at = offline.page ? localizedHref(text.locale, offline.page) : page;
  const from: SubmissionForm | undefined = useMemo(
    () => (at ? { name, page: at, locale: text.locale } : undefined),
    [name, at, text.locale],
  );

  // What was typed into this form here and refused once the device sent it: filled in again, if untouched.
  const refill = useRef(defaultValues);
  useEffect(() => {
    if (!from) return;
    let live = true;
    void takeOnce(from).then((values) => {
      if (!live || !values) return;
      taken.delete(`${from.name} ${from.page}`);
      // Typed into already (the answer came late): what the visitor is typing now stays.
      if (JSON.stringify(form.getValues()) !== JSON.stringify(refill.current)) return;
      form.reset(refilled(refill.current, values));
      setServerError({ text: text.common.refused });
    });
    return () => {
      live = false;
    };
  }, [from, form, text.common.refused]);

  /**
   * Sends the values with the page's language and the trap field through `transport`, and says what came of
   * it: sent or kept, the form clears; otherwise the failed result is handed back.
   */
  const deliver = async (
    values: O,
    trap: string | undefined,
    kit: { endpoints: Submissions },
    transport: Transport,
  ) => {
    setServerError(null);
    setSucceeded(false);
    setKept(false);
    // The page's language goes with what was typed: the e-mails the visitor gets are written in it.
    const typed = { ...values, locale: text.locale };
    const sent = trap ? { ...typed, [HONEYPOT_FIELD]: trap } : typed;
    const result = await send(sent, kit, submissionApi(submission.keyFor(sent), transport));
    // 422: the server holds this key for other values; the next attempt takes a new one.
    if (result.ok || result.status === 422 || (!result.ok && result.kept)) submission.forget();
    if (result.ok || result.kept) form.reset(defaultValues);
    if (!result.ok && result.kept) {
      setKept(true);
      notify.success(text.common.kept);
      onSuccess?.();
    } else if (result.ok) {
      setSucceeded(true);
      if (successText) notify.success(successText);
      onSuccess?.();
    } else return result;
    return null;
  };

  const submit = form.handleSubmit(
    async (values, event) => {
      const loaded = await loadFormKit();
      const failed = await deliver(values, trapIn(formOf(event)), loaded, keepingFetch(from));
      if (!failed) return;
      const english = errorMessage(failed);
      const message = loaded.translateMessage(english, table);
      // A reply of the server's own that is not one of the schemas' messages stays in English: marked so.
      setServerError({
        text: message,
        lang: message === english && lang ? 'en' : undefined,
      });
      notify.error(message);
    },
    (errors) => onInvalid?.(errors),
  );

  /**
   * The kit could not be downloaded (no signal): what was typed goes, unchecked, to the service worker, which sends
   * it when the connection returns, and the server checks it then. Without a worker the browser posts the form
   * itself (postItself); when neither can be done, the form says it needs a connection and keeps every value.
   */
  const keepUnchecked = async (element: HTMLFormElement | null) => {
    if (workerControls()) {
      const typed = form.getValues() as unknown as O;
      if (!(await deliver(typed, trapIn(element), { endpoints: POSTED }, keepOnly(from)))) return;
    } else if (postItself(element)) return;
    setServerError({ text: text.common.needsConnection });
    notify.error(text.common.needsConnection);
  };

  /**
   * Submitting: the kit first, whose load is the one part of a scripted form that needs the network (the
   * service worker keeps it once a form used it); without it, what was typed is kept unchecked.
   */
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    try {
      await loadFormKit();
    } catch {
      return keepUnchecked(formOf(event));
    }
    await submit(event);
  };

  const prepare = () => void loadFormKit().catch(() => undefined);
  // Spread on the <form>: submitting, and fetching the validator as soon as the form is touched. The
  // action makes it method="post" for the browser; the scripted submission prevents that post.
  const formProps = { onSubmit, onFocus: prepare, onPointerDown: prepare, noValidate: true, action: formAction, lang };
  const pending = form.formState.isSubmitting;
  // What every form's footer shows: the button's state, the last error, the notice of a post sent without scripts.
  const footer = {
    pending,
    serverError,
    target,
    trap: text.common.trap,
    sent: { id: sentNoticeId(offline), text: sentText ?? successText ?? text.common.sent },
    kept: kept ? text.common.kept : null,
  };
  return { form, formProps, onSubmit, serverError, succeeded, pending, footer };
}

/**
 * The worker hands a refusal over once and deletes it: a form mounted twice (React's development checks, a
 * form shown again) asks once, and the one still mounted takes the answer.
 */
const taken = new Map<string, Promise<RefusedRecord['values'] | null>>();
function takeOnce({ name, page }: SubmissionForm) {
  const key = `${name} ${page}`;
  let values = taken.get(key);
  if (!values) {
    values = takeRefused(name, page);
    taken.set(key, values);
    void values.then((v) => v || taken.delete(key));
  }
  return values;
}

/**
 * A form's Idempotency-Key: made when values are first sent, the same while the same values are sent
 * again, new once they are stored (forget) or changed.
 */
class SubmissionKey {
  private values: string | null = null;
  private key = '';

  keyFor(values: object): string {
    const signature = signatureOf(values);
    if (signature !== this.values) [this.values, this.key] = [signature, newKey()];
    return this.key;
  }

  forget() {
    this.values = null;
  }
}

/** The values as text, to tell whether they are the ones last sent: a file by its name, size, type and date. */
function signatureOf(values: object): string {
  return JSON.stringify(values, (_name, value: unknown) => {
    if (typeof FileList !== 'undefined' && value instanceof FileList) return Array.from(value);
    if (typeof File !== 'undefined' && value instanceof File)
      return [value.name, value.size, value.type, value.lastModified];
    return value;
  });
}

/** The form a submit event came from (none when the form submits itself: the newsletter's hand-over). */
const formOf = (event?: BaseSyntheticEvent) => (event?.target instanceof HTMLFormElement ? event.target : null);

/** What a bot typed into the trap field (not part of the schema): it goes along for the server to see. */
const trapIn = (element: HTMLFormElement | null) =>
  (element?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value;

/** The form's values as the refused post had them: text as typed, a ticked box ('on') as true. */
function keptValues<T>(defaults: T, posted: Record<string, string>): T {
  const kept = { ...defaults } as Record<string, unknown>;
  for (const [name, initial] of Object.entries(kept)) {
    if (typeof initial === 'boolean') kept[name] = posted[name] === 'on' || posted[name] === 'true';
    else if (name in posted) kept[name] = posted[name];
  }
  return kept as T;
}

const fieldErrors = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { type: 'server', message }]));
