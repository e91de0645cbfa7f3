import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso, objectId } from '../db/ids';

/*
 * The audit log: who changed what. Every write of a service adds its line in the transaction of the
 * change it records, so there is never a change without its line, nor a line without its change.
 */

export interface Actor {
  id: string;
  email: string;
}

/** Who the audit log names for a write of the bearer-token API (scripts holding ADMIN_TOKEN). */
export const TOKEN_ACTOR: Actor = { id: 'token', email: 'ADMIN_TOKEN (bearer API)' };

/** Who the audit log names for the demo content `npm run db:seed` writes. */
export const SEED_ACTOR: Actor = { id: 'seed', email: 'npm run db:seed (demo content)' };

/** A line of the audit log, to insert in the transaction of the change it records. */
export const auditLine = (actor: Actor, action: string, subject: string) => ({
  id: objectId(),
  at: nowIso(),
  staff_id: actor.id,
  staff_email: actor.email,
  action,
  subject,
});

/** Records something that changes no row, such as a sign-in or an export. */
export async function recordAudit(db: Db, actor: Actor, action: string, subject: string): Promise<void> {
  await writeDurably(db, (tx) =>
    tx
      .insertInto('audit_log')
      .values(auditLine(actor, action, subject))
      .execute(),
  );
}

export async function auditEntries(db: Db, limit = 200) {
  return db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
