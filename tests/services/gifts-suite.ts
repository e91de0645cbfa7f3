import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as dbModule from '../../lib/db/db';
import type * as giftsModule from '../../lib/services/gifts';
import type * as paystackModule from '../../lib/payments/paystack';
import type * as schemasModule from '../../lib/api/schemas';
import { startPaystackStandIn } from '../payments/paystack-standin.mjs';

/*
 * Gifts given online against a stand-in for Paystack on loopback (tests/payments/paystack-standin.mjs):
 * the real provider client over HTTP, the gifts service on the database it is given. The webhook and the
 * donor's return (the verify call) come in every order, twice, or not at all, and each gift is recorded
 * once; a wrong signature, an unknown reference, an amount other than the one asked, a verify call that
 * times out or fails, a monthly gift made and stopped, and a refund are each recorded as they should be.
 */

const SECRET = 'sk_test_giftsuite0123456789';

type StandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;

export function giftsSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  jest.setTimeout(30_000);
  let db: Awaited<ReturnType<typeof dbModule.getDb>>;
  let dbm: typeof dbModule;
  let gifts: typeof giftsModule;
  let schemas: typeof schemasModule;
  let provider: paystackModule.Paystack;
  let standIn: StandIn;
  let dataDir: string;
  /** What the site answered each webhook the stand-in sent: the status it would send back. */
  const answers: number[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gifts-'));
    process.env.DATA_DIR = dataDir;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    process.env.SITE_URL = 'https://www.example.org';
    process.env.CHARITY_REGISTRATION = 'CAC/IT/No. 123456';
    dbm = await import('../../lib/db/db');
    gifts = await import('../../lib/services/gifts');
    schemas = await import('../../lib/api/schemas');
    const { Paystack } = await import('../../lib/payments/paystack');
    db = await dbm.getDb();
    standIn = await startPaystackStandIn({
      secret: SECRET,
      // The site's webhook address, as the route answers it: 401 for a bad signature, else 200.
      deliver: async (raw: string, headers: Headers) => {
        try {
          await gifts.receiveWebhook(db, provider, raw, headers);
          answers.push(200);
        } catch (error) {
          answers.push((error as { status?: number }).status ?? 500);
        }
      },
    });
    provider = new Paystack(SECRET, standIn.url, 500);
  }, 60_000);

  afterEach(() => {
    Object.assign(standIn.settings, { verify: 'ok', webhook: 'now', payAmount: undefined });
  });

  afterAll(async () => {
    await standIn?.stop();
    await dbm?.closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let n = 0;
  const give = (fields: Record<string, unknown> = {}) =>
    schemas.giftSchema.parse({
      frequency: 'once',
      currency: 'NGN',
      amount: '5000',
      name: 'Amina Bello',
      email: `donor${++n}@gifts.test`,
      listed: true,
      ...fields,
    });

  const gift = (reference: string) =>
    db.selectFrom('gifts').selectAll().where('reference', '=', reference).executeTakeFirst();
  const auditOf = (subject: string) =>
    db.selectFrom('audit_log').select('action').where('subject', '=', subject).orderBy('at').orderBy('id').execute();
  const receipts = (reference: string) =>
    db.selectFrom('mail_outbox').selectAll().where('purpose', '=', 'receipt').where('ref', '=', reference).execute();

  it('starts a gift pending, with a checkout at the provider, and a line in the audit log', async () => {
    const { reference, checkoutUrl } = await gifts.startGift(db, provider, give());
    expect(checkoutUrl).toMatch(new RegExp(`^${standIn.url}/checkout/`));
    expect(standIn.transactions.get(reference)).toMatchObject({
      amount: 500000,
      currency: 'NGN',
      callback_url: 'https://www.example.org/acn/how-to-help/donate/return',
    });
    expect(await gift(reference)).toMatchObject({ status: 'pending', amount_minor: 500000, donor_name: 'Amina Bello' });
    expect(await auditOf(reference)).toEqual([{ action: 'gift.started' }]);
  });

  it('records a gift paid by the webhook before the return, once, with one receipt', async () => {
    const { reference } = await gifts.startGift(db, provider, give({ locale: 'fr' }));
    await standIn.pay(reference, { channel: 'mobile_money' });
    expect(await gifts.verifyGift(db, provider, reference)).toBe('unchanged');
    expect(await gift(reference)).toMatchObject({ status: 'paid', channel: 'mobile_money', paid_amount_minor: 500000 });
    expect(await auditOf(reference)).toEqual([{ action: 'gift.started' }, { action: 'gift.paid' }]);
    const [receipt, ...more] = await receipts(reference);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('Merci pour votre don à African Child Network');
    expect(receipt!.text_body).toContain('Montant\u00a0: 5\u00a0000\u00a0NGN');
    expect(receipt!.text_body).toContain(`Référence\u00a0: ${reference}`);
    expect(receipt!.recipient).toMatch(/@gifts\.test$/);
    expect(receipt!.text_body).toContain('CAC/IT/No. 123456');
  });

  it('records a gift paid by the return before the webhook, and the late webhook changes nothing', async () => {
    standIn.settings.webhook = 'hold';
    const { reference } = await gifts.startGift(db, provider, give());
    await standIn.pay(reference);
    expect(await gifts.verifyGift(db, provider, reference)).toBe('paid');
    await standIn.release();
    expect(answers.at(-1)).toBe(200);
    expect(await auditOf(reference)).toEqual([{ action: 'gift.started' }, { action: 'gift.paid' }]);
    expect(await receipts(reference)).toHaveLength(1);
  });

  it('records a webhook sent twice, and at the same moment as the return, once', async () => {
    standIn.settings.webhook = 'hold';
    const { reference } = await gifts.startGift(db, provider, give());
    await standIn.pay(reference);
    standIn.settings.webhook = 'now';
    const [held] = standIn.held.splice(0);
    await Promise.all([
      standIn.send(held!.event, held!.data),
      standIn.send(held!.event, held!.data),
      gifts.verifyGift(db, provider, reference),
    ]);
    expect(await auditOf(reference)).toEqual([{ action: 'gift.started' }, { action: 'gift.paid' }]);
    expect(await receipts(reference)).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not hold, and records nothing', async () => {
    standIn.settings.webhook = 'hold';
    const { reference } = await gifts.startGift(db, provider, give());
    await standIn.pay(reference);
    const [held] = standIn.held.splice(0);
    await standIn.send(held!.event, held!.data, { signature: 'a'.repeat(128) });
    expect(answers.at(-1)).toBe(401);
    // Signed for other content: the body was changed after it was signed.
    const raw = JSON.stringify({ event: held!.event, data: held!.data });
    const { signBody } = await import('../payments/paystack-standin.mjs');
    await expect(
      gifts.receiveWebhook(
        db,
        provider,
        raw.replace('success', 'SUCCESS'),
        new Headers({ 'x-paystack-signature': signBody(raw, SECRET) }),
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(await gift(reference)).toMatchObject({ status: 'pending' });
    expect(await auditOf(reference)).toEqual([{ action: 'gift.started' }]);
  });

  it('tells the network’s notification address of a gift paid, without the donor’s data', async () => {
    await db
      .insertInto('notify_addresses')
      .values({ website: 'acn', kind: 'donations', email: 'team@acn.test' })
      .execute();
    const { reference } = await gifts.startGift(db, provider, give({ name: 'Kofi Boateng' }));
    await standIn.pay(reference);
    const note = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purpose', '=', 'notify')
      .where('ref', '=', `gift:${reference}`)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      recipient: 'team@acn.test',
      subject: 'A gift received on African Child Network: NGN\u00a05,000',
    });
    expect(note.text_body).not.toContain('Kofi');
    expect(note.text_body).not.toContain('@gifts.test');
  });

  it('answers a webhook for a reference it never made without making a gift', async () => {
    await standIn.send('charge.success', {
      reference: 'made-up-reference',
      status: 'success',
      amount: 100000,
      currency: 'NGN',
      channel: 'card',
      plan: {},
      customer: { email: 'someone@gifts.test' },
    });
    expect(answers.at(-1)).toBe(200);
    expect(await gift('made-up-reference')).toBeUndefined();
    expect(await gifts.verifyGift(db, provider, 'made-up-reference')).toBe('unknown');
  });

  it('records money other than what was asked as failed, the amount kept, never counted', async () => {
    const before = await gifts.giftTotals(db);
    standIn.settings.payAmount = 100; // ₦1 paid for a ₦5,000 gift
    const { reference } = await gifts.startGift(db, provider, give());
    await standIn.pay(reference);
    expect(await gift(reference)).toMatchObject({ status: 'failed', paid_amount_minor: 100 });
    expect(await gifts.verifyGift(db, provider, reference)).toBe('unchanged');
    expect(await auditOf(reference)).toEqual([{ action: 'gift.started' }, { action: 'gift.failed' }]);
    expect(await receipts(reference)).toEqual([]);
    expect(await gifts.giftTotals(db)).toEqual(before);
  });

  it('leaves a gift pending when verify times out or fails, then settles it by a retry or the webhook', async () => {
    standIn.settings.webhook = 'hold';
    const first = await gifts.startGift(db, provider, give());
    await standIn.pay(first.reference);
    standIn.settings.verify = 'timeout';
    expect(await gifts.verifyGift(db, provider, first.reference)).toBe('pending');
    standIn.settings.verify = 'error';
    expect(await gifts.verifyGift(db, provider, first.reference)).toBe('pending');
    expect(await gift(first.reference)).toMatchObject({ status: 'pending' });
    standIn.settings.verify = 'ok';
    expect(await gifts.verifyGift(db, provider, first.reference)).toBe('paid');

    const second = await gifts.startGift(db, provider, give());
    await standIn.pay(second.reference);
    standIn.settings.verify = 'error';
    expect(await gifts.verifyGift(db, provider, second.reference)).toBe('pending');
    standIn.held.splice(0, 1); // the first gift's webhook, already settled by the retry
    await standIn.release();
    expect(await gift(second.reference)).toMatchObject({ status: 'paid' });
  });

  it('counts this year’s paid gifts per currency and the people who gave', async () => {
    const before = await gifts.giftTotals(db);
    const email = `totals${Date.now()}@gifts.test`;
    for (const amount of ['25', '10.50']) {
      const { reference } = await gifts.startGift(db, provider, give({ currency: 'USD', amount, email }));
      await standIn.pay(reference);
    }
    await gifts.startGift(db, provider, give({ currency: 'USD', amount: '99' })); // never paid
    const after = await gifts.giftTotals(db);
    const usd = (t: typeof after) => t.totals.find((x) => x.currency === 'USD')?.amountMinor ?? 0;
    expect(usd(after) - usd(before)).toBe(3550);
    expect(after.givers - before.givers).toBe(1);
    expect(after.year).toBe(new Date().getUTCFullYear());
  });

  it('makes a monthly gift, ties its subscription with the manage link, takes its next charge, and records it stopped', async () => {
    const { reference } = await gifts.startGift(
      db,
      provider,
      give({ frequency: 'monthly', currency: 'GHS', amount: '100' }),
    );
    const row = await gift(reference);
    expect(row!.plan_code).toMatch(/^PLN_/);
    // One plan per currency and amount: a second gift of the same finds it.
    const again = await gifts.startGift(db, provider, give({ frequency: 'monthly', currency: 'GHS', amount: '100' }));
    expect((await gift(again.reference))!.plan_code).toBe(row!.plan_code);

    await standIn.pay(reference);
    const paid = await gift(reference);
    expect(paid).toMatchObject({ status: 'paid', subscription_status: 'active' });
    expect(paid!.subscription_code).toMatch(/^SUB_/);
    expect(paid!.manage_link).toBe(`${standIn.url}/manage/${paid!.subscription_code}`);
    // The receipt went with the charge, before the subscription was made: the link to stop it follows.
    const [receipt] = await receipts(reference);
    expect(receipt!.text_body).toContain(
      'The link to stop your monthly gift at any time follows in a separate e-mail.',
    );
    const manage = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purpose', '=', 'gift-manage')
      .where('ref', '=', reference)
      .executeTakeFirstOrThrow();
    expect(manage.text_body).toContain(paid!.manage_link!);

    const next = await standIn.chargeAgain(paid!.subscription_code!);
    expect(await gift(next)).toMatchObject({
      status: 'paid',
      frequency: 'monthly',
      amount_minor: 10000,
      email: paid!.email,
    });
    expect(await auditOf(next)).toEqual([{ action: 'gift.paid' }]);
    expect((await receipts(next))[0]!.text_body).toContain(paid!.manage_link!);

    await standIn.disable(paid!.subscription_code!);
    expect(await gift(reference)).toMatchObject({ subscription_status: 'cancelled' });
    expect(await gift(next)).toMatchObject({ subscription_status: 'cancelled' });
    // One line, named by the subscription and each of its charges, so that each charge's trail shows it.
    const cancelled = await db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'gift.subscription_cancelled')
      .where('subject', 'like', `${paid!.subscription_code!} %`)
      .execute();
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject.split(' ').sort()).toEqual([paid!.subscription_code!, reference, next].sort());
  });

  it('records a refund, once, and takes the gift out of the totals', async () => {
    const { reference } = await gifts.startGift(db, provider, give({ currency: 'GHS', amount: '7' }));
    await standIn.pay(reference);
    const before = await gifts.giftTotals(db);
    await standIn.refund(reference);
    await standIn.refund(reference);
    expect(await gift(reference)).toMatchObject({ status: 'refunded' });
    expect(await auditOf(reference)).toEqual([
      { action: 'gift.started' },
      { action: 'gift.paid' },
      { action: 'gift.refunded' },
    ]);
    const ghs = (t: typeof before) => t.totals.find((x) => x.currency === 'GHS')?.amountMinor ?? 0;
    expect(ghs(before) - ghs(await gifts.giftTotals(db))).toBe(700);
  });
}
