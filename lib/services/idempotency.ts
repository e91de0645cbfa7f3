import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso } from '../db/ids';

/*
 * The Idempotency-Keys submissions were sent with (lib/api/idempotency.ts). A submission stores its key,
 * with the reply it is answered, in its own transaction (`KeepReply`, called by each function of
 * submissions.ts): the key's primary key then decides between two copies sent at the same moment, and a
 * submission is never stored without its key, nor a key without its submission. A copy that comes later
 * finds the key and is answered the stored reply. A key lasts until its `expires_at`: looked up, one past
 * it is not there; stored again, it is replaced; and `forgetExpiredKeys` deletes the rest now and then.
 */

/** What a submission stores in its own transaction once it knows what it answers: its key and its reply. */
export type KeepReply<R> = (tx: Db, result: R) => Promise<void>;

/** A key as it is stored. */
export interface KeyRecord {
  /** The contract's name of the endpoint: a key is one endpoint's. */
  endpoint: string;
  key: string;
  /** A digest of what was sent with the key. */
  fingerprint: string;
  status: number;
  /** The reply's JSON, as it was sent. */
  reply: string;
  /** How long it is kept, in milliseconds. */
  lifetime: number;
}

export type KeptReply = Pick<KeyRecord, 'fingerprint' | 'status' | 'reply'>;

/** The reply kept for a key of an endpoint, unless the key is unknown or past its lifetime. */
export function keptReply(db: Db, endpoint: string, key: string): Promise<KeptReply | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'reply'])
    .where('endpoint', '=', endpoint)
    .where('key', '=', key)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/**
 * Stores a key with its reply, in the transaction `tx` of its submission. Should the key be stored already
 * (a copy sent at the same moment got there first), the insert fails, and with it the whole submission.
 */
export async function keepReply(tx: Db, { lifetime, ...kept }: KeyRecord): Promise<void> {
  const now = new Date();
  // The same key past its lifetime is forgotten first: it is free to name a new submission.
  await tx
    .deleteFrom('idempotency_keys')
    .where('endpoint', '=', kept.endpoint)
    .where('key', '=', kept.key)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await tx
    .insertInto('idempotency_keys')
    .values({
      ...kept,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
    })
    .execute();
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/**
 * Deletes the keys past their lifetime, at most once an hour in a process (`at`: now): no lookup finds
 * them any more, so this only keeps the table small.
 */
export async function forgetExpiredKeys(db: Db, at = Date.now()): Promise<void> {
  if (at - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = at;
  await writeDurably(db, (tx) =>
    tx.deleteFrom('idempotency_keys').where('expires_at', '<=', new Date(at).toISOString()).execute(),
  );
}
