import type { CheckedBody } from '../api/contract';
import { HONEYPOT_FIELD } from '../api/schemas';
import {
  fail,
  HttpError,
  ok,
  parseMultipart,
  readJson,
  readMultipartBytes,
  UNAVAILABLE_MESSAGE,
} from '../admin-server/http';
import { clientAddress } from './client-address';
import { countSubmission } from './rate-limit';
import { siteUrl } from '../platform/env';

/*
 * What every public form submission passes before it is stored here or forwarded to the
 * organisation's server: sent from this site, in the form's own content type, within the rate
 * limit, and not filled in by a bot. Returns the request to pass on (the trap field removed),
 * or the answer to send instead.
 */

/** What a trapped bot is told: the same kind of answer a person gets, with nothing stored. */
export const TRAPPED = () => ok({ message: 'Thank you! We have received your submission.' }, 201);

function isOwnOrigin(origin: string, headers: Headers): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // 'null' and other opaque origins
  }
  return host === headers.get('host') || origin === new URL(siteUrl()).origin;
}

/** The trap is sprung by anything but nothing or blank text: a bot may send a number, an object or a list. */
export const isFilled = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** 403 for a submission another site's page sent: a browser always names the page a POST comes from. */
export function refuseForeign(headers: Headers): Response | null {
  const origin = headers.get('origin');
  if (headers.get('sec-fetch-site') === 'cross-site' || (origin !== null && !isOwnOrigin(origin, headers))) {
    return fail(403, 'Forms can only be sent from this website');
  }
  return null;
}

/** 429 (or 503 when nothing can count) for a client past the limit of `form`, whatever path it came by. */
export async function refuseOverLimit(form: string, headers: Headers): Promise<Response | null> {
  const quota = await countSubmission(form, clientAddress({ headers }));
  if (quota.allowed) return null;
  const s = quota.retryAfter;
  if (quota.unavailable) return fail(503, UNAVAILABLE_MESSAGE, { 'retry-after': String(s) });
  return fail(
    429,
    `Too many submissions from your connection. Please wait ${s} second${s === 1 ? '' : 's'} and try again.`,
    {
      'retry-after': String(s),
    },
  );
}

/** `multipart` says whether the contract has this route take files. */
/**
 * A submission that passed: the body as read (a JSON value without the trap field, or the multipart
 * form), so the embedded server does not read it again, and the request to forward, rebuilt on demand.
 */
export interface Passed {
  json?: unknown;
  form?: FormData;
  /** A form posted without scripts: its text fields as the form's schema gave them (lib/forms). */
  checked?: CheckedBody;
  /** A form posted without scripts, which has no Idempotency-Key: the embedded server derives one from what it sent. */
  deriveKey?: boolean;
  forwardable: () => Request;
}

/** `form` names what the rate limit counts: the form, whatever address it was sent to. */
export async function guardSubmission(req: Request, form: string, multipart: boolean): Promise<Passed | Response> {
  const foreign = refuseForeign(req.headers);
  if (foreign) return foreign;

  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const wanted = multipart ? 'multipart/form-data' : 'application/json';
  if (type !== wanted) return fail(415, `Send this form as ${wanted}`);

  const limited = await refuseOverLimit(form, req.headers);
  if (limited) return limited;

  try {
    return multipart ? await passMultipart(req) : await passJson(req);
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.message);
    throw error;
  }
}

async function passJson(req: Request): Promise<Passed | Response> {
  const body = await readJson(req);
  // Anything but an object goes on as it came, for the handler to refuse.
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { json: body, forwardable: () => rebuild(req, JSON.stringify(body)) };
  const { [HONEYPOT_FIELD]: trap, ...rest } = body as Record<string, unknown>;
  if (isFilled(trap)) return TRAPPED();
  return { json: rest, forwardable: () => rebuild(req, JSON.stringify(rest)) };
}

async function passMultipart(req: Request): Promise<Passed | Response> {
  const body = await readMultipartBytes(req);
  const form = await parseMultipart(body);
  if (isFilled(form.get(HONEYPOT_FIELD))) return TRAPPED();
  return { form, forwardable: () => rebuild(req, body.bytes) };
}

function rebuild(req: Request, body: BodyInit | Uint8Array): Request {
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  return new Request(req.url, { method: req.method, headers, body: body as BodyInit });
}
