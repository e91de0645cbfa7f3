'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { createClient, errorMessage } from '../api/client';
import type { CheckedBody } from '../api/contract';
import { HONEYPOT_FIELD } from '../api/constants';
import { ENGLISH_MESSAGES, message, type MessageTable, translateMessage } from '../api/messages';
import { DEFAULT_LOCALE, LANGUAGES, type Locale, LOCALES } from '../i18n/locales';
import { env } from '../platform/env';
import { log } from '../platform/observe';
import { PEER_HEADER } from '../gateway/client-address';
import { submitInProcess } from '../gateway/serve';
import { echoed, ownFields } from './echo';
import { fieldErrors } from './field-errors';
import { chosenFiles, OFFLINE_FORMS } from './offline-forms';
import { type OfflineForm, type OfflineState, sentNoticeId, TARGET_FIELDS } from './offline-types';

/*
 * A public form posted by the browser itself, before its scripts ran or without them: React renders
 * every form with this action (method POST), and the scripted submission prevents it. The fields are
 * checked with the form's own schema, then handed as they are to the site's gateway in this process
 * (lib/gateway/serve.ts submitInProcess), which checks what a post to /api is checked for (origin, rate
 * limit, trap field) and stores or forwards them: nothing is encoded and read again. The value the schema
 * gave goes along, and where the form's schema is its endpoint's input (every form but the order, whose
 * items come from the page) the embedded server takes it as the body: the fields are checked once. The
 * route the gateway is handed is the contract's, never built from the request's Host header.
 * Sent: a 303 back to the page, whose #fragment shows the form's notice. Refused: the page again,
 * with the form's own fields as typed (cut to their limits) and each field's message, in the page's
 * language (its hidden field `_locale`). Nothing a visitor typed ever goes into an address.
 */

/** The page's language as the form posted it: one of LOCALES, else English. */
const localeOf = (posted: unknown): Locale => LOCALES.find((locale) => locale === posted) ?? DEFAULT_LOCALE;

/** The forms catalog's messages and field names in `locale`: what turns the schemas' English into its words. */
async function messageTable(locale: Locale): Promise<MessageTable> {
  if (locale === DEFAULT_LOCALE) return ENGLISH_MESSAGES;
  const t = await getTranslations({ locale, namespace: 'forms' });
  return {
    intl: LANGUAGES[locale].intl,
    validation: t.raw('validation') as MessageTable['validation'],
    fields: t.raw('fields') as MessageTable['fields'],
  };
}

/** The request's own headers that the gateway reads: who is asking, from where. */
async function gatewayHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const names = ['host', 'origin', 'sec-fetch-site', PEER_HEADER, env().TRUSTED_IP_HEADER].filter(
    (n): n is string => !!n,
  );
  return Object.fromEntries(names.flatMap((name) => (incoming.has(name) ? [[name, incoming.get(name)!]] : [])));
}

/**
 * A path of this site to come back to (with its query), in printable ASCII: it becomes the redirect's
 * Location, which takes nothing else. Checked before anything is sent, so a bad one stores nothing.
 */
const samePage = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[\x21-\x7E]*$/)
  .refine((page) => !/[\\#]/.test(page));

/** The target travels in the form's hidden fields: it is checked like anything else a browser sends. */
const targetSchema = z.object({
  form: z.string().refine((name): name is OfflineForm => Object.hasOwn(OFFLINE_FORMS, name)),
  page: samePage,
  arm: z.string().max(40).optional(),
  // The page's language: the refused form's messages, and the stored submission's (its e-mails are written in it).
  locale: z.string().optional().transform(localeOf),
  website: z.string().max(40).optional(),
  productId: z.string().max(64).optional(),
});

/** The trap field is filled by any value but blank text: a file sent under its name fills it too. */
const trapOf = (data: FormData) =>
  data
    .getAll(HONEYPOT_FIELD)
    .map((value) => (typeof value === 'string' ? value.trim() : '[file]'))
    .filter(Boolean)
    .join(' ');

/** submitInProcess; a failure is logged (its kind only: no field a visitor typed) and answered as the API answers one. */
async function sendInProcess(route: string, body: unknown, from: Headers, checked: CheckedBody): Promise<Response> {
  try {
    return await submitInProcess(route, body, from, checked);
  } catch (error) {
    log.error('[forms] a submission without scripts failed', {
      what: error instanceof Error ? error.name : typeof error,
    });
    return Response.json({ success: false, data: null }, { status: 500 });
  }
}

export async function submitWithoutScripts(_previous: OfflineState, data: FormData): Promise<OfflineState> {
  // Anyone can call a server action with any arguments; only a posted form is read.
  if (!(data instanceof FormData)) return { values: {}, errors: {}, message: message('unreadable') };
  const table = await messageTable(localeOf(data.get(TARGET_FIELDS.locale)));
  const say = (text: string) => translateMessage(text, table);
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const checked = targetSchema.safeParse(
    Object.fromEntries(Object.entries(TARGET_FIELDS).map(([key, name]) => [key, field(name)])),
  );
  if (!checked.success) return { values: {}, errors: {}, message: say(message('unreadable')) };
  const target = checked.data;
  const spec = OFFLINE_FORMS[target.form];
  const typed = ownFields(spec.schema, data);
  const refused = (errors: Record<string, string>, text: string | null) => ({
    values: echoed(spec.schema, typed),
    errors: Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, say(error)])),
    message: text === null ? null : say(text),
  });

  const post = spec.check(typed, target);
  const errors = { ...(post.ok ? {} : fieldErrors(post.error)), ...spec.files?.problems(data) };
  if (!post.ok || Object.keys(errors).length > 0) {
    // A browser cannot be handed a file back: say so beside each of the form's file fields that had one.
    for (const name of spec.files?.fields ?? [])
      if (chosenFiles(data, name).length > 0) errors[name] ??= message('fileAgain');
    return refused(errors, null);
  }

  const from = new Headers(await gatewayHeaders());
  const api = createClient({
    baseUrl: '/api',
    timeoutMs: 15_000,
    deliver: (route, _method, body) => sendInProcess(route, body, from, post.checked),
  });
  const result = await post.send(api, trapOf(data), data);
  if (!result.ok) return refused({}, errorMessage(result));
  redirect(`${target.page}#${sentNoticeId(target)}`);
}
