import type { Db } from './db';
import type { Database } from './schema';
import { faqItems, hiddenTestimonies, inactiveProduct, products, teamMembers, testimonies } from './seed-data';
import { eventRows, postRows } from './seed-posts';

/*
 * Seeds the demo content. Rows have fixed ids and are inserted with "on conflict do nothing",
 * so seeding again changes nothing and never touches visitors' submissions.
 */

const DAY = 86_400_000;

export async function seed(db: Db, now = Date.now()): Promise<void> {
  const created = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  await db.transaction().execute(async (tx) => {
    const t = tx as unknown as Db;
    const run = async <T extends keyof Database>(table: T, rows: Record<string, unknown>[]) => {
      if (rows.length === 0) return;
      await t.insertInto(table).values(rows as never).onConflict((oc) => oc.column('id' as never).doNothing()).execute();
    };
    await run('team_members', teamMembers.map((m) => ({ ...m, created_at: created(400) })));
    await run('faqs', faqItems);
    await run('products', [...products.map(({ i, ...p }) => ({ ...p, created_at: created(30 + i) })), { ...inactiveProduct, created_at: created(365) }]);
    await run('testimonies', [...testimonies, ...hiddenTestimonies].map(({ dayOffset, ...r }) => ({ ...r, created_at: created(dayOffset) })));
    await run('posts', postRows(now));
    await run('events', eventRows(now));
  });
}

const CONTENT_TABLES = ['team_members', 'faqs', 'products', 'testimonies', 'posts', 'events'] as const;
const SUBMISSION_TABLES = ['order_items', 'orders', 'subscribers', 'waitlist', 'contact_messages', 'donations', 'applications', 'craft_members'] as const;

/** Empties every table, submissions included, and seeds afresh. */
export async function reset(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const table of [...SUBMISSION_TABLES, ...CONTENT_TABLES]) await tx.deleteFrom(table).execute();
  });
  await seed(db);
}
