import type { TranslatableKind } from '../api/constants';
import type { Db } from '../db/db';
import { SEED_ACTOR } from '../services/audit';
import {
  CONTENT_TABLES,
  type ContentTable,
  emptyEveryTable,
  plantDemoContent,
  plantDemoGifts,
} from '../services/demo-content';
import { HttpError } from '../services/errors';
import { saveTranslation, translationsOf } from '../services/translations';
import { faqItems, hiddenTestimonies, inactiveProduct, products, teamMembers, testimonies } from './content/demo-data';
import { DEMO_TRANSLATIONS } from './content/demo-translations';
import { eventRows, postRows } from './content/demo-posts';
import { giftRows, isDemoGift } from './content/demo-gifts';

/*
 * Seeds the demo content. Rows have fixed ids and are inserted with "on conflict do nothing",
 * so seeding again changes nothing and never touches visitors' submissions.
 */

const DAY = 86_400_000;

/** The ids of every demo row, per table. */
function demoIds(now: number): Record<ContentTable, Set<string>> {
  const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
  return {
    team_members: ids(teamMembers),
    faqs: ids(faqItems),
    products: ids([...products, inactiveProduct]),
    posts: ids(postRows(now)),
    events: ids(eventRows(now)),
    testimonies: ids([...testimonies, ...hiddenTestimonies]),
  };
}

/** The table of each kind of record a translation is of. */
const TABLE_OF: Record<TranslatableKind, ContentTable> = {
  post: 'posts',
  event: 'events',
  product: 'products',
  faq: 'faqs',
  teamMember: 'team_members',
  testimony: 'testimonies',
};

/**
 * Published rows that are not demo content, translations of records that are not, and gifts that are not
 * the demo's: the organisation's own, which demo content must never mix with (demo gifts in real
 * donations' totals least of all). (A translation of a demo record is an edit of demo content.)
 */
export async function foreignContent(db: Db, now = Date.now()): Promise<{ table: string; id: string }[]> {
  const demo = demoIds(now);
  const found: { table: string; id: string }[] = [];
  for (const table of CONTENT_TABLES) {
    const rows =
      // A visitor's testimony waiting for review is a submission, not published content.
      table === 'testimonies'
        ? await db.selectFrom('testimonies').select('id').where('status', '=', 'approved').execute()
        : await db.selectFrom(table).select('id').execute();
    for (const { id } of rows) if (!demo[table].has(id)) found.push({ table, id });
  }
  const translated = await db.selectFrom('translations').select(['kind', 'record_id']).distinct().execute();
  for (const { kind, record_id } of translated) {
    const table = TABLE_OF[kind as TranslatableKind] as ContentTable | undefined;
    if (!table || !demo[table].has(record_id)) found.push({ table: `translations of ${kind}`, id: record_id });
  }
  const gifts = await db.selectFrom('gifts').select(['reference', 'provider']).execute();
  for (const gift of gifts) if (!isDemoGift(gift)) found.push({ table: 'gifts', id: gift.reference });
  return found;
}

export class SeedRefused extends Error {}

/**
 * Seeds the demo content, refusing a database that already holds the organisation's own content
 * (unless forced), so demo news and products never end up on the real site.
 */
export async function seedDemo(db: Db, { force = false, now = Date.now() } = {}): Promise<void> {
  if (!force) {
    const foreign = await foreignContent(db, now);
    if (foreign.length > 0) {
      const sample = foreign
        .slice(0, 3)
        .map((f) => `${f.table} ${f.id}`)
        .join(', ');
      throw new SeedRefused(
        `Refusing to seed demo content: this database already holds ${foreign.length} published item(s) that are not demo content (${sample}). ` +
          'Run `npm run db:seed -- --force` to add the demo content anyway.',
      );
    }
  }
  await seed(db, now);
}

export async function seed(db: Db, now = Date.now()): Promise<void> {
  const created = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  await plantDemoContent(db, SEED_ACTOR, {
    team_members: teamMembers.map((m) => ({ ...m, created_at: created(400) })),
    faqs: faqItems,
    products: [
      ...products.map(({ i, ...p }) => ({ ...p, created_at: created(30 + i) })),
      { ...inactiveProduct, created_at: created(365) },
    ],
    testimonies: [...testimonies, ...hiddenTestimonies].map(({ dayOffset, ...r }) => ({
      ...r,
      locale: 'en',
      created_at: created(dayOffset),
    })),
    posts: postRows(now),
    events: eventRows(now),
  });
  await plantDemoGifts(db, SEED_ACTOR, giftRows(now));
  await plantDemoTranslations(db);
}

/**
 * The demo content's French and Hausa, through the translations service as staff would save them (a
 * post's text as Markdown), each field only where the record has no translation of it yet: seeding again
 * changes nothing, and never a translation staff have edited.
 */
async function plantDemoTranslations(db: Db): Promise<void> {
  for (const kind of Object.keys(TABLE_OF) as TranslatableKind[]) {
    const ofKind = DEMO_TRANSLATIONS.filter((t) => t.kind === kind);
    if (ofKind.length === 0) continue;
    const stored = await translationsOf(
      db,
      kind,
      ofKind.map((t) => t.id),
      { typed: true },
    );
    for (const t of ofKind) {
      const there: Partial<Record<string, string>> = stored.get(t.id)?.[t.locale] ?? {};
      const missing = Object.fromEntries(
        Object.entries(t.fields as Record<string, string | undefined>).filter(
          ([field, value]) => value?.trim() && there[field] === undefined,
        ),
      );
      if (Object.keys(missing).length === 0) continue;
      try {
        await saveTranslation(db, SEED_ACTOR, { kind, id: t.id, locale: t.locale, fields: missing });
      } catch (error) {
        // A demo testimony staff have since blocked or sent back to pending is not shown, so not translated.
        if (kind === 'testimony' && error instanceof HttpError && error.status === 409) continue;
        throw error;
      }
    }
  }
}

/** Empties every table, submissions included, and seeds afresh. */
export async function reset(db: Db): Promise<void> {
  await emptyEveryTable(db, SEED_ACTOR);
  await seed(db);
}
