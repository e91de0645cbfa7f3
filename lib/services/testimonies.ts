import type { TestimonySection, TestimonyStatus } from '../api/schemas';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { type Actor, auditLine } from './audit';
import { withTranslations } from './translations';

/*
 * Testimonies as staff review them. Unlike the public reads these
 * are never cached: staff see the rows as they are. Every write is durable before it returns
 * and leaves a line in the audit log, in the same transaction.
 */

export interface TestimonyFilter {
  arm?: TestimonySection;
  status: TestimonyStatus;
}

export async function testimoniesFor(db: Db, { arm, status }: TestimonyFilter) {
  let q = db.selectFrom('testimonies').selectAll().where('status', '=', status);
  if (arm) q = q.where('website', '=', arm);
  return q.orderBy('created_at', 'desc').limit(500).execute();
}

/** Pending testimonies per arm, for the console's front page. */
export async function pendingCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('testimonies')
    .select(['website', db.fn.countAll<number>().as('count')])
    .where('status', '=', 'pending')
    .groupBy('website')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.website, Number(r.count)]));
}

/** Sets the state of the testimonies named; answers how many there were. */
export async function setTestimoniesStatus(
  db: Db,
  actor: Actor,
  ids: string[],
  status: TestimonyStatus,
): Promise<number> {
  if (ids.length === 0) return 0;
  return writeDurably(db, async (tx) => {
    const rows = await tx
      .selectFrom('testimonies')
      .select(['id', 'website', 'first_name', 'last_name'])
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) return 0;
    await tx
      .updateTable('testimonies')
      .set({ status })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    await tx
      .insertInto('audit_log')
      .values(
        rows.map((r) => ({
          ...auditLine(
            actor,
            `testimony ${status}`,
            `testimony ${r.id} by ${r.first_name} ${r.last_name} (${r.website})`,
          ),
        })),
      )
      .execute();
    return rows.length;
  });
}

/** The approved testimonies with their translations, newest first: every arm's, or one section's. */
export async function approvedTestimonies(db: Db, section?: TestimonySection) {
  let q = db.selectFrom('testimonies').selectAll().where('status', '=', 'approved');
  if (section) q = q.where('website', '=', section);
  return withTranslations(db, 'testimony', await q.orderBy('created_at', 'desc').execute());
}

/** Every testimony, or those of one status, with their translations, newest first (the bearer API's list). */
export async function testimoniesByStatus(db: Db, status: TestimonyStatus | null) {
  let q = db.selectFrom('testimonies').selectAll();
  if (status) q = q.where('status', '=', status);
  return withTranslations(db, 'testimony', await q.orderBy('created_at', 'desc').execute());
}
