import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso, objectId } from '../db/ids';
import type { MailOutboxTable } from '../db/schema';
import { messageId, type OutgoingMail } from '../mail/compose';

/*
 * The outbox: every e-mail is a row, written in the transaction of the change that causes it (a
 * subscription, a reply, a newsletter sent), so a message exists exactly when its cause does. The
 * sender (lib/services/outbox-sender.ts) claims due rows, sends them after the commit and records the outcome.
 * On PostgreSQL several instances claim with FOR UPDATE SKIP LOCKED, so no two take the same row.
 */

export type OutboxRow = MailOutboxTable;

/** Tries of a message the mail server refuses for now (4xx, or no answer) before it is marked failed. */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds: a sender that crashed mid-message leaves it to be taken again after this. */
export const CLAIM_MS = 60_000;

/** The wait before the next try: 30 s, doubling, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Puts a message in the outbox, inside the caller's transaction; a message already there for the same
 * purpose, thing and recipient is left as it is (answers null), so nobody gets one twice.
 */
export async function enqueue(tx: Db, mail: OutgoingMail): Promise<string | null> {
  const id = objectId();
  const inserted = await tx
    .insertInto('mail_outbox')
    .values({
      id,
      purpose: mail.purpose,
      ref: mail.ref,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      // Fixed now: a copy sent again after a crash is the same message to the recipient's mail program.
      message_id: messageId(id, mail.purpose),
      status: 'pending',
      attempts: 0,
      next_attempt_at: nowIso(),
      created_at: nowIso(),
    })
    .onConflict((c) => c.columns(['purpose', 'ref', 'recipient']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Claims up to `limit` messages due now (and any whose sender's claim ran out), for one sender. */
export async function claimDue(db: Db, limit: number): Promise<OutboxRow[]> {
  const now = nowIso();
  const until = new Date(Date.now() + CLAIM_MS).toISOString();
  const skipLocked = db.getExecutor().adapter instanceof PostgresAdapter ? sql`for update skip locked` : sql``;
  return writeDurably(db, async (tx) => {
    const { rows } = await sql<OutboxRow>`
      update mail_outbox set status = 'sending', claimed_until = ${until}, attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where (status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and claimed_until < ${now})
        order by created_at, id limit ${limit} ${skipLocked}
      )
      returning *`.execute(tx);
    return rows;
  });
}

export function markSent(db: Db, id: string): Promise<unknown> {
  return writeDurably(db, (tx) =>
    tx
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: nowIso(), claimed_until: null, last_error: null })
      .where('id', '=', id)
      .execute(),
  );
}

/**
 * A refusal for now: tried again after the back-off, or marked failed after MAX_ATTEMPTS. Answers
 * whether the message was given up (failed).
 */
export async function markRefused(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  permanent: boolean,
): Promise<boolean> {
  const failed = permanent || row.attempts >= MAX_ATTEMPTS;
  await writeDurably(db, (tx) =>
    tx
      .updateTable('mail_outbox')
      .set({
        status: failed ? 'failed' : 'pending',
        next_attempt_at: new Date(Date.now() + backoffMs(row.attempts)).toISOString(),
        claimed_until: null,
        last_error: error.slice(0, 500),
      })
      .where('id', '=', row.id)
      .execute(),
  );
  return failed;
}

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
}

/** How many messages are in each state, for the console (all, or those of one thing: a newsletter). */
export async function outboxCounts(db: Db, where?: { purpose: string; ref: string }): Promise<OutboxCounts> {
  let query = db.selectFrom('mail_outbox').select(['status', db.fn.countAll<number>().as('n')]);
  if (where) query = query.where('purpose', '=', where.purpose).where('ref', '=', where.ref);
  const rows = await query.groupBy('status').execute();
  const counts: OutboxCounts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as keyof OutboxCounts] = Number(r.n);
  return counts;
}

/** Messages not yet sent: due, waiting to be tried again, or being sent (the index on status counts them). */
export async function waitingMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(db.fn.countAll<number>().as('n'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How long a due message may wait, while nothing at all is sent, before the outbox counts as stuck. */
export const STUCK_MS = 15 * 60_000;

/**
 * Whether the outbox is stuck: a message has been due (or its claim has run out) for longer than `ms`,
 * and no message was sent in that time. A mail server that refuses for now is not stuck (each refusal
 * puts the next try in the future), nor a long newsletter going out (messages are being sent): a sender
 * that no longer runs is. One indexed query when nothing is overdue, a second only when something is.
 */
export async function outboxStuck(db: Db, ms = STUCK_MS): Promise<boolean> {
  const before = new Date(Date.now() - ms).toISOString();
  const overdue = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((w) =>
      w.or([
        w.and([w('status', '=', 'pending'), w('next_attempt_at', '<', before)]),
        w.and([w('status', '=', 'sending'), w('claimed_until', '<', before)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!overdue) return false;
  const sent = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'sent')
    .where('sent_at', '>=', before)
    .limit(1)
    .executeTakeFirst();
  return !sent;
}

/** The latest messages, newest first, without their bodies. */
export function recentMail(db: Db, limit = 50) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'purpose', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
