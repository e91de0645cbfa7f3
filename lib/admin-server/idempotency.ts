import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  KEY_LIFETIME_DAYS,
  MALFORMED_KEY_MESSAGE,
  readKey,
  REPLAYED_HEADER,
  REUSED_KEY_MESSAGE,
} from '../api/idempotency';
import type { Db } from '../db/db';
import { forgetExpiredKeys, type KeepReply, keepReply, type KeptReply, keptReply } from '../services/idempotency';
import { fail, HttpError } from './http';

/*
 * A public submission (the contract's `idempotent` endpoints) is stored once per Idempotency-Key. The
 * key is looked up first: known, the request is answered the reply stored with it (or 422 when what
 * was sent differs); unknown, the handler runs and its service stores the key with the reply in the
 * submission's own transaction (lib/services/idempotency.ts). Two copies sent at the same moment both
 * find nothing; the key's primary key lets one store, the other's transaction fails whole, and it is
 * answered the reply the first stored (a crafts membership's pictures are saved before its transaction,
 * so such a copy leaves its own pictures named by no record). A request without a key is handled as it
 * always was.
 *
 * A form posted without scripts cannot carry a key (its page is cached and shared: a key written into it
 * would be every visitor's), so the server derives one from what it sent: the same fields and files sent
 * to the same endpoint within SAME_POST_MINUTES are one submission (a double tap, a resend after a lost
 * reply), told apart from a key a client sent, which never holds a colon.
 */

/** How long a key derived from a post without scripts lasts: long enough for a resend, short enough for a new order. */
export const SAME_POST_MINUTES = 10;

const HOUR = 60 * 60 * 1000;

/** A handler's reply for what its service answered. */
export type Reply<R> = (result: R) => Response;

/**
 * What a submission's handler hands its service, given how it replies: what the service calls first in
 * its transaction to store the request's key with that reply; undefined when the request has no key.
 */
export type Once = <R>(reply: Reply<R>) => KeepReply<R> | undefined;

export const WITHOUT_KEY: Once = () => undefined;

/** The request's key: null without one; a malformed one is refused with 400 before anything is read. */
export function requestKey(req: Request): string | null {
  const key = readKey(req.headers.get(IDEMPOTENCY_HEADER));
  if (key === false) throw new HttpError(400, MALFORMED_KEY_MESSAGE);
  return key;
}

/** JSON with every object's keys in order, so that the same value gives the same text. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_name, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** A digest of what a request sent: its path's parameters, its checked fields and its files' bytes. */
async function fingerprintOf(params: object, body: unknown, form: FormData | null): Promise<string> {
  const hash = createHash('sha256').update(canonical({ params, body }));
  for (const [name, value] of form?.entries() ?? []) {
    if (typeof value === 'string') continue;
    hash.update(`\n${name}\n${value.name}\n${value.type}\n${value.size}\n`);
    hash.update(new Uint8Array(await value.arrayBuffer()));
  }
  return hash.digest('base64url');
}

/** The reply stored with a key, as it was first sent; 422 for a key sent with something else. */
function replay(kept: KeptReply, fingerprint: string): Response {
  if (kept.fingerprint !== fingerprint) return fail(422, REUSED_KEY_MESSAGE);
  return new Response(kept.reply, {
    status: kept.status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', [REPLAYED_HEADER]: 'true' },
  });
}

export interface Submission {
  db: Db;
  /** The contract's name of the endpoint: a key is one endpoint's. */
  endpoint: string;
  /** The key the request sent (`requestKey`). */
  key: string | null;
  /** A form posted without scripts: a key is derived from what it sent. */
  derive: boolean;
  params: object;
  body: unknown;
  form: FormData | null;
}

/** Runs a submission's handler once per key (`handle` is handed what its service stores the key with). */
export async function answerOnce(
  { db, endpoint, key, derive, params, body, form }: Submission,
  handle: (once: Once) => Promise<Response>,
): Promise<Response> {
  if (!key && !derive) return handle(WITHOUT_KEY);
  const fingerprint = await fingerprintOf(params, body, form);
  const named = key ?? `sent:${fingerprint}`;
  const lifetime = key ? KEY_LIFETIME_DAYS * 24 * HOUR : SAME_POST_MINUTES * 60 * 1000;
  const kept = await keptReply(db, endpoint, named);
  if (kept) return replay(kept, fingerprint);
  await forgetExpiredKeys(db);
  const once: Once = (reply) => async (tx, result) => {
    const sent = reply(result);
    await keepReply(tx, { endpoint, key: named, fingerprint, status: sent.status, reply: await sent.text(), lifetime });
  };
  try {
    return await handle(once);
  } catch (error) {
    // A copy sent at the same moment stored the key first, and this one's submission failed with its insert:
    // the first one's reply is this one's too.
    const first = await keptReply(db, endpoint, named).catch(() => undefined);
    if (first) return replay(first, fingerprint);
    throw error;
  }
}
