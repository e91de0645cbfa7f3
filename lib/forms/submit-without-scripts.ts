'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { createClient, errorMessage } from '../api/client';
import { HONEYPOT_FIELD } from '../api/constants';
import { env } from '../platform/env';
import { PEER_HEADER } from '../gateway/peer';
import { serveApi } from '../gateway/serve';
import { fieldErrors } from './field-errors';
import { OFFLINE_FORMS } from './offline-forms';
import { type OfflineForm, type OfflineState, sentNoticeId, TARGET_FIELDS } from './offline-types';

/*
 * A public form posted by the browser itself, before its scripts ran or without them: React renders
 * every form with this action (method POST), and the scripted submission prevents it. The fields are
 * checked with the form's own schema, then sent through the site's /api gateway in this process, as
 * the scripted form's request would be (same origin check, rate limit, trap field, store or forward).
 * Sent: a 303 back to the page, whose #fragment shows the form's notice. Refused: the page again,
 * with what was typed and each field's message. Nothing a visitor typed ever goes into an address.
 */

/** The request's own headers that the gateway reads: who is asking, from where. */
async function gatewayHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const names = ['host', 'origin', 'sec-fetch-site', PEER_HEADER, env().TRUSTED_IP_HEADER].filter((n): n is string => !!n);
  return Object.fromEntries(names.flatMap((name) => (incoming.has(name) ? [[name, incoming.get(name)!]] : [])));
}

/** A path of this site (with its query) to come back to; anything else goes home. */
const samePage = (page: string) => (/^\/(?![/\\])[^\s\\#]*$/.test(page) ? page : '/');

/** The target travels in the form's hidden fields: it is checked like anything else a browser sends. */
const targetSchema = z.object({
  form: z.string().refine((name): name is OfflineForm => Object.hasOwn(OFFLINE_FORMS, name)),
  page: z.string().max(500),
  arm: z.string().max(40).optional(),
  website: z.string().max(40).optional(),
  productId: z.string().max(64).optional(),
});

export async function submitWithoutScripts(_previous: OfflineState, data: FormData): Promise<OfflineState> {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string' && !/^(\$ACTION|_)/.test(name) && name !== HONEYPOT_FIELD) values[name] ??= value;
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const checked = targetSchema.safeParse(Object.fromEntries(Object.entries(TARGET_FIELDS).map(([key, name]) => [key, field(name)])));
  if (!checked.success) return { values, errors: {}, message: 'This form could not be read. Reload the page and try again.' };
  const target = checked.data;
  const spec = OFFLINE_FORMS[target.form];

  const parsed = spec.schema.safeParse(spec.input ? spec.input(values, target) : values);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...spec.files?.(data) };
  if (!parsed.success || Object.keys(errors).length > 0) {
    // A browser cannot be handed a file back: say so beside each file field that had one.
    for (const [name, value] of data)
      if (typeof value !== 'string' && value.size > 0) errors[name] ??= 'Choose the file again: files are not kept while other fields need fixing.';
    return { values, errors, message: null };
  }

  const forwarded = await gatewayHeaders();
  const api = createClient({
    baseUrl: `http://${forwarded.host ?? 'localhost'}/api`,
    timeoutMs: 15_000,
    transport: (url, init) => serveApi(new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...forwarded } })),
  });
  const trap = data.get(HONEYPOT_FIELD);
  const result = await spec.send(api, parsed.data as never, typeof trap === 'string' ? trap : '', data, target);
  if (!result.ok) return { values, errors: {}, message: errorMessage(result) };
  redirect(`${samePage(target.page)}#${sentNoticeId(target)}`);
}
