import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/db';
import type { AuditTable, GiftTable } from '../db/schema';

/*
 * The gifts given online as staff read them (the console's Donations page and its CSV): reads only.
 * Gifts are written by the giving service of the donate page and the webhook, each change with its
 * audit line, whose action starts with "gift." and whose subject names the gift's reference. Amounts
 * stay in the currency's minor unit (kobo, pesewas, cents) here; the console formats them. Months
 * are UTC calendar months of the day a gift was paid.
 */

export const GIFT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];
export const GIFT_FREQUENCIES = ['once', 'monthly'] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];

/** The provider of the demo gifts `npm run db:seed` plants: no money ever moved for them. */
export const DEMO_PROVIDER = 'demo';

/** Gifts shown on one page of the console's list. */
export const LEDGER_PAGE_SIZE = 50;

export interface GiftFilter {
  status?: GiftStatus;
  frequency?: GiftFrequency;
  /** Part of the donor's name, e-mail address or the gift's reference, any case. */
  search?: string;
}

/** One gift as the console shows and exports it. */
export interface LedgerGift {
  reference: string;
  provider: string;
  frequency: GiftFrequency;
  currency: string;
  amountMinor: number;
  /** What the provider verified; null until it has. */
  paidAmountMinor: number | null;
  status: GiftStatus;
  /** Null: given anonymously (staff still see the e-mail address the receipt went to). */
  donorName: string | null;
  email: string;
  message: string | null;
  /** Whether the donor asked to appear on the public list of supporters. */
  listed: boolean;
  locale: string;
  channel: string | null;
  paidAt: string | null;
  refundedAt: string | null;
  planCode: string | null;
  subscriptionCode: string | null;
  subscriptionStatus: 'active' | 'cancelled' | null;
  createdAt: string;
  updatedAt: string;
  /** Planted by the seed: no money moved. */
  demo: boolean;
}

const present = (row: Selectable<GiftTable>): LedgerGift => ({
  reference: row.reference,
  provider: row.provider,
  frequency: row.frequency,
  currency: row.currency,
  amountMinor: Number(row.amount_minor),
  paidAmountMinor: row.paid_amount_minor === null ? null : Number(row.paid_amount_minor),
  status: row.status,
  donorName: row.donor_name,
  email: row.email,
  message: row.message,
  listed: Number(row.listed) === 1,
  locale: row.locale,
  channel: row.channel,
  paidAt: row.paid_at,
  refundedAt: row.refunded_at,
  planCode: row.plan_code,
  subscriptionCode: row.subscription_code,
  subscriptionStatus: row.subscription_status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  demo: row.provider === DEMO_PROVIDER,
});

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (db: Db, filter: GiftFilter) =>
  db.selectFrom('gifts').where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    if (filter.frequency) conditions.push(eb('frequency', '=', filter.frequency));
    if (filter.search) {
      const pattern = containing(filter.search.toLowerCase());
      conditions.push(
        eb.or(
          (['donor_name', 'email', 'reference'] as const).map(
            (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(conditions);
  });

/** One page of the gifts that match, newest first, and how many match in all. */
export async function ledgerPage(
  db: Db,
  filter: GiftFilter,
  page = 1,
): Promise<{ gifts: LedgerGift[]; total: number; page: number; pages: number }> {
  const counted = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const rows = await matching(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .limit(LEDGER_PAGE_SIZE)
    .offset((shown - 1) * LEDGER_PAGE_SIZE)
    .execute();
  return { gifts: rows.map(present), total, page: shown, pages };
}

/** Every gift that matches (up to `limit`), newest first: the CSV export. */
export async function ledgerGifts(db: Db, filter: GiftFilter, limit = 100_000): Promise<LedgerGift[]> {
  const rows = await matching(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .limit(limit)
    .execute();
  return rows.map(present);
}

/** What came in during one month in one currency. */
export interface MonthTotal {
  /** YYYY-MM, UTC. */
  month: string;
  currency: string;
  /** Gifts paid that month and not refunded: their count and sum in minor units. */
  paidCount: number;
  paidMinor: number;
  /** Gifts paid that month and refunded since, apart: never in the paid sum. */
  refundedCount: number;
  refundedMinor: number;
}

/**
 * Totals per month and currency, newest month first, currencies in alphabetical order: paid gifts
 * (the amount the provider verified) and, apart, those refunded since. Pending and failed gifts are
 * no money received and count nowhere.
 */
export async function ledgerTotals(db: Db): Promise<MonthTotal[]> {
  const month = sql<string>`substr(coalesce(paid_at, created_at), 1, 7)`;
  const rows = await db
    .selectFrom('gifts')
    .select((eb) => [
      month.as('month'),
      'currency',
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>(eb.fn.coalesce('paid_amount_minor', 'amount_minor')).as('minor'),
    ])
    .where('status', 'in', ['paid', 'refunded'])
    .groupBy([month, 'currency', 'status'])
    .execute();
  const byKey = new Map<string, MonthTotal>();
  for (const row of rows) {
    const key = `${row.month} ${row.currency}`;
    const total = byKey.get(key) ?? {
      month: row.month,
      currency: row.currency,
      paidCount: 0,
      paidMinor: 0,
      refundedCount: 0,
      refundedMinor: 0,
    };
    if (row.status === 'paid') {
      total.paidCount += Number(row.n);
      total.paidMinor += Number(row.minor);
    } else {
      total.refundedCount += Number(row.n);
      total.refundedMinor += Number(row.minor);
    }
    byKey.set(key, total);
  }
  return [...byKey.values()].sort((a, b) =>
    a.month === b.month ? a.currency.localeCompare(b.currency) : b.month.localeCompare(a.month),
  );
}

export type GiftAuditLine = Pick<Selectable<AuditTable>, 'id' | 'at' | 'staff_email' | 'action' | 'subject'>;

/**
 * One gift with its audit lines (oldest first: the lines whose action starts with "gift." and whose
 * subject names its reference as a word of its own) and the other charges of its monthly gift (newest
 * first), or null.
 */
export async function ledgerGift(
  db: Db,
  reference: string,
): Promise<{ gift: LedgerGift; audit: GiftAuditLine[]; charges: LedgerGift[] } | null> {
  const row = await db.selectFrom('gifts').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!row) return null;
  const [audit, charges] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select(['id', 'at', 'staff_email', 'action', 'subject'])
      .where('action', 'like', 'gift.%')
      .where(sql<SqlBool>`${sql.ref('subject')} like ${containing(reference)} escape '\\'`)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    row.subscription_code
      ? db
          .selectFrom('gifts')
          .selectAll()
          .where('subscription_code', '=', row.subscription_code)
          .where('reference', '!=', reference)
          .orderBy('created_at', 'desc')
          .execute()
      : [],
  ]);
  // The reference as a word of the subject, not the start of another reference (ECA-1 in ECA-10).
  const named = new RegExp(`(^|[^\\w-])${reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`);
  return { gift: present(row), audit: audit.filter((a) => named.test(a.subject)), charges: charges.map(present) };
}
