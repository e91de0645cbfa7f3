'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { checkedBody, endpoints } from '../api/contract';
import { ENGLISH_MESSAGES, type MessageTable, translateMessage } from '../api/messages';
import { type GivingMessageKey, translateGivingMessage } from '../api/giving';
import { giftSchema, HONEYPOT_FIELD } from '../api/schemas';
import { DEFAULT_LOCALE, LANGUAGES, type Locale, LOCALES } from '../i18n/locales';
import { env } from '../platform/env';
import { log } from '../platform/observe';
import { PEER_HEADER } from '../gateway/client-address';
import { submitInProcess } from '../gateway/serve';
import { fieldErrors } from './field-errors';
import { TARGET_FIELDS } from './offline-types';

/*
 * The giving form's action, with or without scripts: the fields checked with the gift's schema, the gift
 * started through the gateway in this process (lib/gateway/serve.ts submitInProcess: origin, rate limit,
 * trap field, then the embedded server), and the donor sent on to the payment provider's checkout (a 303
 * for a form posted without scripts). Refused, the form again with what was typed and each field's
 * message in the page's language (its hidden field TARGET_FIELDS.locale, as every form's). Nothing typed goes into an address.
 */

export interface GiveState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What went wrong that no one field says. */
  message: string | null;
}

const FIELDS = ['frequency', 'currency', 'amount', 'name', 'anonymous', 'email', 'message', 'listed'] as const;

const localeOf = (posted: unknown): Locale => LOCALES.find((locale) => locale === posted) ?? DEFAULT_LOCALE;

/** The schema's English messages in the page's words: the giving catalog's, else the forms catalog's. */
async function translator(locale: Locale): Promise<(text: string) => string> {
  const intl = LANGUAGES[locale].intl;
  const giving = await getTranslations({ locale, namespace: 'giving' });
  const validation = giving.raw('validation') as Record<GivingMessageKey, string>;
  let table: MessageTable = ENGLISH_MESSAGES;
  if (locale !== DEFAULT_LOCALE) {
    const forms = await getTranslations({ locale, namespace: 'forms' });
    table = {
      intl,
      validation: forms.raw('validation') as MessageTable['validation'],
      fields: forms.raw('fields') as MessageTable['fields'],
    };
  }
  return (text) => translateGivingMessage(text, validation, intl) ?? translateMessage(text, table);
}

async function gatewayHeaders(): Promise<Headers> {
  const incoming = await headers();
  const names = ['host', 'origin', 'sec-fetch-site', PEER_HEADER, env().TRUSTED_IP_HEADER].filter(
    (n): n is string => !!n,
  );
  const from = new Headers();
  for (const name of names) if (incoming.has(name)) from.set(name, incoming.get(name)!);
  return from;
}

export async function startGiftAction(_previous: GiveState, data: FormData): Promise<GiveState> {
  if (!(data instanceof FormData)) return { values: {}, errors: {}, message: null };
  const locale = localeOf(data.get(TARGET_FIELDS.locale));
  const say = await translator(locale);
  const values: Record<string, string> = Object.fromEntries(
    FIELDS.map((name) => {
      const value = data.get(name);
      return [name, typeof value === 'string' ? value.slice(0, 2000) : ''];
    }),
  );
  // A suggested amount is a choice of its currency's own (preset_NGN…); a typed amount goes before it.
  const preset = data.get(`preset_${values.currency}`);
  if (!values.amount?.trim() && typeof preset === 'string') values.amount = preset.slice(0, 20);
  const parsed = giftSchema.safeParse({ ...values, locale });
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([name, text]) => [name, say(text)]),
    );
    return { values, errors, message: null };
  }
  const trap = data.get(HONEYPOT_FIELD);
  const body = { ...parsed.data, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' };
  let reply: Response;
  try {
    reply = await submitInProcess(
      '/acn/gifts/start',
      body,
      await gatewayHeaders(),
      checkedBody(giftSchema, parsed.data),
    );
  } catch (error) {
    log.error('[gifts] a gift could not be started', { what: error instanceof Error ? error.name : typeof error });
    reply = Response.json({ success: false, data: null }, { status: 500 });
  }
  const json = (await reply.json().catch(() => null)) as { data?: unknown } | null;
  const started = endpoints.startGift.output.safeParse(json?.data);
  if (reply.status === 201 && started.success) redirect(started.data.checkoutUrl);
  const giving = await getTranslations({ locale, namespace: 'giving' });
  // A refusal of the gateway (another site's page, the rate limit) comes as its own message, in English.
  const text = typeof json?.data === 'string' && reply.status < 500 && reply.status !== 404 ? say(json.data) : null;
  return { values, errors: {}, message: text ?? giving('form.unavailable') };
}
