import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type * as dbModule from '../../lib/db/db';
import type { GiftTable } from '../../lib/db/schema';
import type * as ledgerModule from '../../lib/services/gift-ledger';

/*
 * The gifts as staff read them (lib/services/gift-ledger.ts), on the database it is given: the list
 * newest first in pages, the search by name, e-mail and reference, the filters, the totals per month
 * and currency (paid only, refunds apart, pending and failed nowhere), one gift with its audit lines.
 * The rows are written here as the giving service leaves them.
 */

type Gift = Insertable<GiftTable>;

let made = 0;
function gift(overrides: Partial<Gift> & Pick<Gift, 'reference' | 'currency' | 'amount_minor' | 'status'>): Gift {
  made += 1;
  // Each gift a second after the one before, so that "newest first" has one answer.
  const created = new Date(Date.UTC(2026, 0, 1) + made * 1000).toISOString();
  const paid = overrides.status === 'paid' || overrides.status === 'refunded';
  return {
    provider: 'paystack',
    frequency: 'once',
    donor_name: 'A Donor',
    email: 'donor@example.org',
    message: null,
    listed: 0,
    locale: 'en',
    channel: paid ? 'card' : null,
    paid_amount_minor: paid ? overrides.amount_minor : null,
    paid_at: paid ? created : null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

// January and February 2026, three currencies; amounts in minor units.
const GIFTS: Gift[] = [
  gift({
    reference: 'ECA-JAN-NGN-1',
    currency: 'NGN',
    amount_minor: 500_000,
    status: 'paid',
    paid_at: '2026-01-05T09:00:00.000Z',
  }),
  gift({
    reference: 'ECA-JAN-NGN-2',
    currency: 'NGN',
    amount_minor: 1_250_050,
    status: 'paid',
    paid_at: '2026-01-31T23:59:59.000Z',
    donor_name: 'Amina Bello',
    email: 'amina.bello@example.org',
  }),
  gift({
    reference: 'ECA-JAN-NGN-3',
    currency: 'NGN',
    amount_minor: 200_000,
    status: 'refunded',
    paid_at: '2026-01-10T10:00:00.000Z',
    refunded_at: '2026-02-02T10:00:00.000Z',
  }),
  gift({ reference: 'ECA-JAN-NGN-4', currency: 'NGN', amount_minor: 999_900, status: 'pending' }),
  gift({ reference: 'ECA-JAN-NGN-5', currency: 'NGN', amount_minor: 300_000, status: 'failed' }),
  gift({
    reference: 'ECA-JAN-GHS-1',
    currency: 'GHS',
    amount_minor: 10_000,
    status: 'paid',
    paid_at: '2026-01-15T12:00:00.000Z',
    donor_name: null,
    email: 'kofi@example.com',
  }),
  gift({
    reference: 'ECA-FEB-GHS-1',
    currency: 'GHS',
    amount_minor: 25_050,
    status: 'paid',
    paid_at: '2026-02-01T00:00:00.000Z',
    frequency: 'monthly',
    subscription_code: 'SUB_demo1',
    subscription_status: 'active',
    plan_code: 'PLN_1',
  }),
  gift({
    reference: 'ECA-MAR-GHS-1',
    currency: 'GHS',
    amount_minor: 25_050,
    status: 'paid',
    paid_at: '2026-03-01T00:00:00.000Z',
    frequency: 'monthly',
    subscription_code: 'SUB_demo1',
    subscription_status: 'active',
    plan_code: 'PLN_1',
  }),
  gift({
    reference: 'ECA-FEB-USD-1',
    currency: 'USD',
    amount_minor: 2_500,
    status: 'paid',
    paid_at: '2026-02-14T08:00:00.000Z',
    donor_name: 'Grace 100%_Sure',
  }),
  gift({
    reference: 'ECA-FEB-USD-2',
    currency: 'USD',
    amount_minor: 10_000,
    status: 'refunded',
    paid_at: '2026-02-20T08:00:00.000Z',
    refunded_at: '2026-02-21T08:00:00.000Z',
  }),
];

export function giftLedgerSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  let db: typeof dbModule;
  let ledger: typeof ledgerModule;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gift-ledger-'));
    process.env.DATA_DIR = dataDir;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    db = await import('../../lib/db/db');
    ledger = await import('../../lib/services/gift-ledger');
    const store = await db.getDb();
    await store.insertInto('gifts').values(GIFTS).execute();
    await store
      .insertInto('audit_log')
      .values([
        {
          id: 'a1',
          at: '2026-01-05T08:59:00.000Z',
          staff_id: 'donor',
          staff_email: 'donate page',
          action: 'gift.started',
          subject: 'ECA-JAN-NGN-1',
        },
        {
          id: 'a2',
          at: '2026-01-05T09:00:00.000Z',
          staff_id: 'paystack',
          staff_email: 'webhook',
          action: 'gift.paid',
          subject: 'ECA-JAN-NGN-1',
        },
        // Another gift's lines, one of whose references starts like this one's: not this gift's.
        {
          id: 'a3',
          at: '2026-01-05T09:01:00.000Z',
          staff_id: 'paystack',
          staff_email: 'webhook',
          action: 'gift.paid',
          subject: 'ECA-JAN-NGN-10',
        },
        // Not a gift's line, though its subject names the reference.
        {
          id: 'a4',
          at: '2026-01-05T09:02:00.000Z',
          staff_id: 's',
          staff_email: 'admin@example.org',
          action: 'exported donations',
          subject: '1 rows: q=ECA-JAN-NGN-1',
        },
      ])
      .execute();
  }, 60_000);

  afterAll(async () => {
    await db?.closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('totals each month and currency exactly: paid gifts summed, refunded ones apart, pending and failed nowhere', async () => {
    expect(await ledger.ledgerTotals(await db.getDb())).toEqual([
      { month: '2026-03', currency: 'GHS', paidCount: 1, paidMinor: 25_050, refundedCount: 0, refundedMinor: 0 },
      { month: '2026-02', currency: 'GHS', paidCount: 1, paidMinor: 25_050, refundedCount: 0, refundedMinor: 0 },
      { month: '2026-02', currency: 'USD', paidCount: 1, paidMinor: 2_500, refundedCount: 1, refundedMinor: 10_000 },
      { month: '2026-01', currency: 'GHS', paidCount: 1, paidMinor: 10_000, refundedCount: 0, refundedMinor: 0 },
      {
        month: '2026-01',
        currency: 'NGN',
        paidCount: 2,
        paidMinor: 1_750_050,
        refundedCount: 1,
        refundedMinor: 200_000,
      },
    ]);
  });

  it('lists every gift newest first, and counts them', async () => {
    const page = await ledger.ledgerPage(await db.getDb(), {});
    expect(page.total).toBe(GIFTS.length);
    expect(page.pages).toBe(1);
    expect(page.gifts.map((g) => g.reference)).toEqual(GIFTS.map((g) => g.reference).reverse());
    const anonymous = page.gifts.find((g) => g.reference === 'ECA-JAN-GHS-1')!;
    expect(anonymous).toMatchObject({ donorName: null, email: 'kofi@example.com', amountMinor: 10_000, listed: false });
  });

  it('searches the name, the e-mail address and the reference in any case, a % or _ taken as it is', async () => {
    const search = async (text: string) =>
      (await ledger.ledgerPage(await db.getDb(), { search: text })).gifts.map((g) => g.reference);
    expect(await search('amina')).toEqual(['ECA-JAN-NGN-2']);
    expect(await search('KOFI@EXAMPLE')).toEqual(['ECA-JAN-GHS-1']);
    expect(await search('eca-feb')).toEqual(['ECA-FEB-USD-2', 'ECA-FEB-USD-1', 'ECA-FEB-GHS-1']);
    expect(await search('100%_s')).toEqual(['ECA-FEB-USD-1']);
    expect(await search('%a')).toEqual([]);
    expect(await search('_s')).toEqual(['ECA-FEB-USD-1']);
    expect(await search('nobody')).toEqual([]);
  });

  it('filters by status and frequency, with the search', async () => {
    const references = async (filter: ledgerModule.GiftFilter) =>
      (await ledger.ledgerGifts(await db.getDb(), filter)).map((g) => g.reference);
    expect(await references({ status: 'refunded' })).toEqual(['ECA-FEB-USD-2', 'ECA-JAN-NGN-3']);
    expect(await references({ status: 'pending' })).toEqual(['ECA-JAN-NGN-4']);
    expect(await references({ frequency: 'monthly' })).toEqual(['ECA-MAR-GHS-1', 'ECA-FEB-GHS-1']);
    expect(await references({ status: 'paid', search: 'ngn' })).toEqual(['ECA-JAN-NGN-2', 'ECA-JAN-NGN-1']);
  });

  it('pages the list, keeping a page asked past the end on the last one', async () => {
    const store = await db.getDb();
    const many = Array.from({ length: ledger.LEDGER_PAGE_SIZE + 5 }, (_, i) =>
      gift({
        reference: `ECA-MANY-${String(i).padStart(3, '0')}`,
        currency: 'USD',
        amount_minor: 100,
        status: 'pending',
      }),
    );
    await store.insertInto('gifts').values(many).execute();
    try {
      const first = await ledger.ledgerPage(store, { search: 'eca-many' }, 1);
      expect([first.total, first.pages, first.gifts.length]).toEqual([
        ledger.LEDGER_PAGE_SIZE + 5,
        2,
        ledger.LEDGER_PAGE_SIZE,
      ]);
      expect(first.gifts[0]!.reference).toBe(`ECA-MANY-${String(ledger.LEDGER_PAGE_SIZE + 4).padStart(3, '0')}`);
      const last = await ledger.ledgerPage(store, { search: 'eca-many' }, 99);
      expect([last.page, last.gifts.map((g) => g.reference)]).toEqual([
        2,
        ['ECA-MANY-004', 'ECA-MANY-003', 'ECA-MANY-002', 'ECA-MANY-001', 'ECA-MANY-000'],
      ]);
    } finally {
      await store.deleteFrom('gifts').where('reference', 'like', 'ECA-MANY-%').execute();
    }
  });

  it('opens one gift with its own audit lines, oldest first, and the other charges of its monthly gift', async () => {
    const store = await db.getDb();
    const one = await ledger.ledgerGift(store, 'ECA-JAN-NGN-1');
    expect(one?.gift).toMatchObject({ reference: 'ECA-JAN-NGN-1', status: 'paid', paidAmountMinor: 500_000 });
    expect(one?.audit.map((a) => [a.action, a.subject])).toEqual([
      ['gift.started', 'ECA-JAN-NGN-1'],
      ['gift.paid', 'ECA-JAN-NGN-1'],
    ]);
    expect(one?.charges).toEqual([]);
    const monthly = await ledger.ledgerGift(store, 'ECA-FEB-GHS-1');
    expect(monthly?.gift).toMatchObject({ frequency: 'monthly', subscriptionStatus: 'active' });
    expect(monthly?.charges.map((c) => c.reference)).toEqual(['ECA-MAR-GHS-1']);
    expect(await ledger.ledgerGift(store, 'ECA-NONE')).toBeNull();
  });
}
