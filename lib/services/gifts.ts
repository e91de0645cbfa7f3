import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { amountMinor, givingMessage } from '../api/giving';
import type { giftSchema } from '../api/schemas';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso } from '../db/ids';
import type { GiftTable } from '../db/schema';
import { localePath } from '../i18n/locales';
import { giftManageMail, giftNotificationMail, giftReceiptMail } from '../mail/compose';
import { type Charge, type PaymentProvider, type ProviderEvent, ProviderUnavailable } from '../payments';
import { siteUrl } from '../platform/env';
import { type Actor, auditLine } from './audit';
import { HttpError } from './errors';
import { enqueue } from './outbox';

/*
 * Gifts given online: a gift is a pending row from the moment the donor is sent to the provider's
 * checkout, and counts as received only once the server has verified its charge, by the verify call
 * (the donor's return) or by the provider's signed webhook, whichever comes first; the other finds it
 * settled and changes nothing. Paid means the provider said `success` for exactly the amount and currency
 * the checkout was opened with; anything else is recorded as failed, the amount paid kept, and never
 * counted. Each change is one conditional update, so two settlements at the same moment record it once,
 * with its audit line (gift.started, gift.paid, gift.failed, gift.refunded, gift.subscription_cancelled),
 * the donor's receipt and the staff's note in the same transaction.
 */

/** Who the audit log names: the donor starting a gift on the page, the provider's verified word settling it. */
export const DONOR_ACTOR: Actor = { id: 'donor', email: 'donor (give online)' };
export const PROVIDER_ACTOR: Actor = { id: 'payment-provider', email: 'payment provider (verified charge)' };

/**
 * Where the provider sends the donor back, in the language of the page they gave from: it verifies the gift
 * and sends them on to its thank-you page (app/[locale]/acn/how-to-help/donate/return/route.ts).
 */
export const RETURN_PATH = '/acn/how-to-help/donate/return';

/** A reference nobody can guess: the thank-you page shows a gift's state to whoever holds it. */
const newReference = () => `acn_${randomBytes(12).toString('hex')}`;

/** Starts a gift: opens the provider's checkout and stores the gift pending; answers where to send the donor. */
export async function startGift(
  db: Db,
  provider: PaymentProvider,
  g: z.output<typeof giftSchema>,
): Promise<{ reference: string; checkoutUrl: string }> {
  const reference = newReference();
  const minor = amountMinor(g.amount);
  if (minor === null) throw new HttpError(400, givingMessage('amountNotNumber'));
  const plan = g.frequency === 'monthly' ? await provider.monthlyPlan(g.currency, minor) : null;
  const { checkoutUrl } = await provider.initialize({
    reference,
    email: g.email,
    amountMinor: minor,
    currency: g.currency,
    callbackUrl: `${siteUrl()}${localePath(g.locale, RETURN_PATH)}`,
    ...(plan ? { plan } : {}),
    metadata: { frequency: g.frequency },
  });
  const now = nowIso();
  await writeDurably(db, async (tx) => {
    await tx
      .insertInto('gifts')
      .values({
        reference,
        provider: provider.name,
        frequency: g.frequency,
        currency: g.currency,
        amount_minor: minor,
        status: 'pending',
        donor_name: g.anonymous ? null : g.name || null,
        email: g.email,
        message: g.message || null,
        listed: g.listed ? 1 : 0,
        locale: g.locale,
        channel: null,
        paid_amount_minor: null,
        paid_at: null,
        plan_code: plan,
        subscription_code: null,
        subscription_status: null,
        manage_link: null,
        refunded_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await tx
      .insertInto('audit_log')
      .values(auditLine(DONOR_ACTOR, 'gift.started', reference))
      .execute();
  });
  return { reference, checkoutUrl };
}

/** What a settlement or an event did: `paid` and `refunded` change the public totals (totalsChanged). */
export type Settled = 'paid' | 'failed' | 'refunded' | 'subscribed' | 'cancelled' | 'pending' | 'unchanged' | 'unknown';

export const totalsChanged = (s: Settled) => s === 'paid' || s === 'refunded';

/** The receipt to the donor and the note to the site's addresses, in the transaction that records the gift paid. */
async function announcePaid(tx: Db, gift: GiftTable): Promise<void> {
  await enqueue(tx, await giftReceiptMail(gift));
  const addresses = await tx
    .selectFrom('notify_addresses')
    .select('email')
    .where('website', '=', 'acn')
    .where('kind', 'in', ['all', 'donations'])
    .execute();
  for (const { email } of addresses) await enqueue(tx, giftNotificationMail(gift, email));
}

/** Whether a charge the provider reports is the money the gift was opened for. */
const matches = (gift: Pick<GiftTable, 'amount_minor' | 'currency'>, charge: Charge) =>
  charge.amountMinor === gift.amount_minor && charge.currency === gift.currency;

/** A monthly gift's later charge, its own reference made by the provider: a new paid gift of the same donor. */
async function laterMonthlyCharge(tx: Db, charge: Charge): Promise<Settled> {
  if (charge.status !== 'success' || !charge.planCode || !charge.email) return 'unknown';
  const first = await tx
    .selectFrom('gifts')
    .selectAll()
    .where('plan_code', '=', charge.planCode)
    .where('email', '=', charge.email)
    .where('frequency', '=', 'monthly')
    .where('status', 'in', ['paid', 'refunded'])
    .orderBy('created_at')
    .executeTakeFirst();
  if (!first || !matches(first, charge)) return 'unknown';
  const now = nowIso();
  const gift: GiftTable = {
    ...first,
    reference: charge.reference,
    status: 'paid',
    channel: charge.channel,
    paid_amount_minor: charge.amountMinor,
    paid_at: charge.paidAt ?? now,
    refunded_at: null,
    created_at: now,
    updated_at: now,
  };
  const added = await tx
    .insertInto('gifts')
    .values(gift)
    .onConflict((c) => c.column('reference').doNothing())
    .returning('reference')
    .executeTakeFirst();
  if (!added) return 'unchanged';
  await tx
    .insertInto('audit_log')
    .values(auditLine(PROVIDER_ACTOR, 'gift.paid', charge.reference))
    .execute();
  await announcePaid(tx, gift);
  return 'paid';
}

/**
 * Records a charge the provider verified (the verify call's, or a signed webhook's), once: a pending gift
 * becomes paid (success, the amount and currency it was opened for) or failed (a failure, or money that
 * is not what was asked, kept in paid_amount_minor and never counted); a gift already settled is left as
 * it is. A reference the site never made is refused, unless it is a monthly gift's later charge.
 */
export function settleCharge(db: Db, charge: Charge): Promise<Settled> {
  return writeDurably<Settled>(db, async (tx) => {
    const gift = await tx.selectFrom('gifts').selectAll().where('reference', '=', charge.reference).executeTakeFirst();
    if (!gift) return laterMonthlyCharge(tx, charge);
    if (gift.status !== 'pending') return 'unchanged';
    const received = charge.status === 'success';
    if (!received && !['failed', 'reversed'].includes(charge.status)) return 'pending';
    const status = received && matches(gift, charge) ? 'paid' : 'failed';
    const now = nowIso();
    const updated = await tx
      .updateTable('gifts')
      .set({
        status,
        channel: charge.channel,
        paid_amount_minor: received ? charge.amountMinor : null,
        paid_at: received ? (charge.paidAt ?? now) : null,
        updated_at: now,
      })
      .where('reference', '=', charge.reference)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return 'unchanged';
    await tx
      .insertInto('audit_log')
      .values(auditLine(PROVIDER_ACTOR, status === 'paid' ? 'gift.paid' : 'gift.failed', charge.reference))
      .execute();
    if (status === 'paid') await announcePaid(tx, updated);
    return status;
  });
}

/**
 * Asks the provider about a gift still pending and records what it says (the donor's return, or a later
 * look); a provider that cannot be reached leaves it pending, for its webhook or the next look.
 */
export async function verifyGift(db: Db, provider: PaymentProvider, reference: string): Promise<Settled> {
  const gift = await db.selectFrom('gifts').select('status').where('reference', '=', reference).executeTakeFirst();
  if (!gift) return 'unknown';
  if (gift.status !== 'pending') return 'unchanged';
  let charge: Charge | null;
  try {
    charge = await provider.verify(reference);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return 'pending';
    throw error;
  }
  return charge ? settleCharge(db, charge) : 'pending';
}

/** A refund the provider processed: the gift is marked refunded (and no longer counted), once. */
function refund(db: Db, reference: string): Promise<Settled> {
  return writeDurably<Settled>(db, async (tx) => {
    const now = nowIso();
    const updated = await tx
      .updateTable('gifts')
      .set({ status: 'refunded', refunded_at: now, updated_at: now })
      .where('reference', '=', reference)
      .where('status', '=', 'paid')
      .returning('reference')
      .executeTakeFirst();
    if (!updated) return 'unchanged';
    await tx
      .insertInto('audit_log')
      .values(auditLine(PROVIDER_ACTOR, 'gift.refunded', reference))
      .execute();
    return 'refunded';
  });
}

/**
 * A subscription made or stopped at the provider: made, it is tied to the monthly gift it began with (its
 * plan and the donor's address), with the provider's page to stop it; stopped, every gift of it says so.
 */
async function subscription(
  db: Db,
  provider: PaymentProvider,
  event: Extract<ProviderEvent, { kind: 'subscription' }>,
): Promise<Settled> {
  if (event.status === 'active') {
    if (!event.planCode || !event.email) return 'unknown';
    const gift = await db
      .selectFrom('gifts')
      .select('reference')
      .where('plan_code', '=', event.planCode)
      .where('email', '=', event.email)
      .where('frequency', '=', 'monthly')
      .where('subscription_code', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!gift) return 'unknown';
    // Asked before the write: a link that cannot be had now is asked again when the next event comes.
    const link = await provider.manageLink(event.code).catch(() => null);
    return writeDurably<Settled>(db, async (tx) => {
      const updated = await tx
        .updateTable('gifts')
        .set({ subscription_code: event.code, subscription_status: 'active', manage_link: link, updated_at: nowIso() })
        .where('reference', '=', gift.reference)
        .where('subscription_code', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return 'unchanged';
      // A receipt already sent said the link to stop it would follow: here it is. (A gift paid after this
      // carries the link in its receipt.)
      if (updated.status === 'paid' && updated.manage_link)
        await enqueue(tx, await giftManageMail({ ...updated, manage_link: updated.manage_link }));
      await tx
        .insertInto('audit_log')
        .values(auditLine(PROVIDER_ACTOR, 'gift.subscription_started', gift.reference))
        .execute();
      return 'subscribed';
    });
  }
  return writeDurably<Settled>(db, async (tx) => {
    const updated = await tx
      .updateTable('gifts')
      .set({ subscription_status: 'cancelled', updated_at: nowIso() })
      .where('subscription_code', '=', event.code)
      .where('subscription_status', '=', 'active')
      .returning('reference')
      .execute();
    if (updated.length === 0) return 'unknown';
    await tx
      .insertInto('audit_log')
      // Named by the subscription and each of its charges, so that every charge's trail shows it.
      .values(
        auditLine(
          PROVIDER_ACTOR,
          'gift.subscription_cancelled',
          [event.code, ...updated.map((row) => row.reference)].join(' '),
        ),
      )
      .execute();
    return 'cancelled';
  });
}

/**
 * A webhook from the provider: refused (401) unless its signature holds for the raw body; otherwise
 * recorded as its event says, and answered alike whether it changed anything or not (a copy, an event the
 * site does not use, a reference it never made), so the provider stops sending it.
 */
export async function receiveWebhook(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<Settled> {
  const event = provider.readWebhook(rawBody, headers);
  if (!event) throw new HttpError(401, 'The signature of this webhook does not hold');
  switch (event.kind) {
    case 'charge':
      return settleCharge(db, event.charge);
    case 'refund':
      return refund(db, event.reference);
    case 'subscription':
      return subscription(db, provider, event);
    default:
      return 'unchanged';
  }
}

/** A gift's state for its thank-you page: never who gave. */
export async function giftStatus(db: Db, reference: string) {
  const gift = await db
    .selectFrom('gifts')
    .select(['reference', 'status', 'frequency', 'currency', 'amount_minor'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return gift
    ? {
        reference: gift.reference,
        status: gift.status,
        frequency: gift.frequency,
        currency: gift.currency,
        amountMinor: gift.amount_minor,
      }
    : null;
}

/**
 * Raised this calendar year (UTC), per currency, from paid gifts only (a refunded or failed one is not
 * counted), and how many people gave (distinct addresses).
 */
export async function giftTotals(db: Db, now = new Date()) {
  const year = now.getUTCFullYear();
  const from = `${year}-01-01T00:00:00.000Z`;
  const to = `${year + 1}-01-01T00:00:00.000Z`;
  const paid = db
    .selectFrom('gifts')
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to);
  const totals = await paid
    .select(['currency', db.fn.sum<number>('amount_minor').as('total')])
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  const givers = await paid
    .select((eb) =>
      eb.fn
        .count<number>(eb.fn('lower', ['email']))
        .distinct()
        .as('n'),
    )
    .executeTakeFirstOrThrow();
  return {
    year,
    totals: totals.map((t) => ({ currency: t.currency, amountMinor: Number(t.total) })),
    givers: Number(givers.n),
  };
}
