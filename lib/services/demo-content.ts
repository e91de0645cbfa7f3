import type { Insertable } from 'kysely';
import type { Db } from '../db/db';
import type { Database } from '../db/schema';
import { writeDurably } from '../db/durable';
import { type Actor, auditLine } from './audit';

/*
 * The demo content `npm run db:seed` plants (its rows are data of their own, in lib/seed/content).
 * Rows keep their fixed ids and are inserted with "on conflict do nothing", so planting again changes
 * nothing and never touches a row staff have edited; the audit log says what was planted and by whom.
 */

export const CONTENT_TABLES = ['team_members', 'faqs', 'products', 'testimonies', 'posts', 'events'] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];
// The e-mail written about them first: replies name their messages, the outbox their subscribers.
const SUBMISSION_TABLES = [
  'gifts',
  'message_replies',
  'mail_outbox',
  'newsletters',
  'order_items',
  'orders',
  'subscribers',
  'waitlist',
  'contact_messages',
  'donations',
  'applications',
  'craft_members',
] as const;

/** Inserts the rows given per table, each unless a row with its id is there already. */
export async function plantDemoContent(
  db: Db,
  actor: Actor,
  rows: { [T in ContentTable]: Insertable<Database[T]>[] },
): Promise<void> {
  await writeDurably(db, async (tx) => {
    for (const table of CONTENT_TABLES) {
      if (rows[table].length === 0) continue;
      await tx
        .insertInto(table)
        .values(rows[table])
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    const counts = CONTENT_TABLES.map((t) => `${rows[t].length} ${t}`).join(', ');
    await tx
      .insertInto('audit_log')
      .values(auditLine(actor, 'demo content planted', counts))
      .execute();
  });
}

/**
 * Inserts the demo gifts, each unless a gift with its reference is there already, each with an audit
 * line naming its reference (the trail its page shows), and one line saying how many were planted.
 */
export async function plantDemoGifts(db: Db, actor: Actor, gifts: Insertable<Database['gifts']>[]): Promise<void> {
  if (gifts.length === 0) return;
  await writeDurably(db, async (tx) => {
    const planted = await tx
      .insertInto('gifts')
      .values(gifts)
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('reference')
      .execute();
    if (planted.length === 0) return;
    await tx
      .insertInto('audit_log')
      .values([
        ...planted.map(({ reference }) => auditLine(actor, 'gift.planted', reference)),
        auditLine(actor, 'demo gifts planted', `${planted.length} gifts`),
      ])
      .execute();
  });
}

/**
 * Empties every table of content (the records' translations with them), submissions and e-mail (never the
 * accounts, the notification addresses nor the audit log).
 */
export async function emptyEveryTable(db: Db, actor: Actor): Promise<void> {
  const tables = [...SUBMISSION_TABLES, 'translations', ...CONTENT_TABLES] as const;
  await writeDurably(db, async (tx) => {
    for (const table of tables) await tx.deleteFrom(table).execute();
    await tx
      .insertInto('audit_log')
      .values(auditLine(actor, 'every table emptied', tables.join(', ')))
      .execute();
  });
}
