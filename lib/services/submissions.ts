import type { z } from 'zod';
import {
  type championSchema,
  type contactSchema,
  type donationSchema,
  type enquirySchema,
  type memberSchema,
  type orderSchema,
  type subscribeSchema,
  type testimonySubmitSchema,
  type volunteerSchema,
  WAITLIST_WEBSITE,
  type craftMemberSchema,
} from '../api/schemas';
import type { Db } from '../db/db';
import { count } from '../platform/observe';
import { writeDurably } from '../db/durable';
import { code, nowIso, objectId } from '../db/ids';
import { confirmationMail, notificationMail } from '../mail/compose';
import { HttpError } from './errors';
import type { KeepReply } from './idempotency';
import { KINDS, siteOfSubmission, type SubmissionKind } from './inbox';
import { enqueue } from './outbox';
import { type CheckedImage, removeUnnamedUploads, saveUpload } from './uploads';

/*
 * What visitors send: each function stores one submission, checked beforehand with the form's own
 * schema, and returns once it is durable (writeDurably), counted then (edu_submissions_stored_total, by
 * kind, on /metrics). Submissions are records of their own, not staff changes: the audit log names what
 * staff later do with them. Each takes `keep`, which stores the Idempotency-Key it was sent with and its
 * reply first in its transaction (lib/services/idempotency.ts): a copy of a submission whose key is
 * stored already is stored nowhere, and not counted.
 */

/**
 * Adds an address to a site's newsletter, and in the same transaction the e-mail that asks its owner
 * to confirm (double opt-in: only confirmed subscribers receive newsletters); or to the learning app's
 * waitlist. Each keeps the language of the page it came from: its e-mails are written in it. An address
 * already there is left as it is, language included, unless it had unsubscribed: then it subscribes anew,
 * in the language it subscribes in now.
 */
export async function subscribe(
  db: Db,
  { email, website, locale }: z.output<typeof subscribeSchema>,
  keep?: KeepReply<void>,
): Promise<void> {
  // Counted only when a row is added: an address already on the list stores nothing new.
  let stored = false;
  await writeDurably(db, async (tx) => {
    await keep?.(tx, undefined);
    if (website === WAITLIST_WEBSITE) {
      // The learning app's waitlist is kept apart from newsletter subscribers.
      const added = await tx
        .insertInto('waitlist')
        .values({ id: objectId(), email, locale, created_at: nowIso() })
        .onConflict((c) => c.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      stored = added !== undefined;
      return;
    }
    const added = await tx
      .insertInto('subscribers')
      .values({
        id: objectId(),
        email,
        website,
        locale,
        created_at: nowIso(),
        confirmed_at: null,
        unsubscribed_at: null,
      })
      .onConflict((c) => c.columns(['email', 'website']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // An address that unsubscribed starts again, unconfirmed, under a new id (its confirmation is a new
    // message, and the old links name the old subscription), and is asked to confirm anew.
    const again = added
      ? undefined
      : await tx
          .updateTable('subscribers')
          .set({ id: objectId(), locale, created_at: nowIso(), confirmed_at: null, unsubscribed_at: null })
          .where('email', '=', email)
          .where('website', '=', website)
          .where('unsubscribed_at', 'is not', null)
          .returning('id')
          .executeTakeFirst();
    const subscriber = added ?? again;
    stored = subscriber !== undefined;
    if (subscriber) await enqueue(tx, await confirmationMail({ id: subscriber.id, email, website, locale }));
  });
  if (stored) count.submissionStored(website === WAITLIST_WEBSITE ? 'waitlist' : 'subscription');
}

/**
 * Tells the site's addresses for this kind of submission and for all (set in the console) that one
 * came in, in the transaction that stores it: a line and a link to the console, never the visitor's data.
 */
async function announce(tx: Db, kind: SubmissionKind, id: string, rowArm?: string): Promise<void> {
  const website = siteOfSubmission(kind, rowArm);
  const addresses = await tx
    .selectFrom('notify_addresses')
    .select('email')
    .where('website', '=', website)
    .where('kind', 'in', ['all', kind])
    .execute();
  // The same address for every kind and for this one hears once (the outbox keeps one message per recipient).
  for (const { email } of addresses)
    await enqueue(tx, notificationMail({ kind, label: KINDS[kind].label, id, website }, email));
}

/** A visitor's testimony, shown once staff approve it; answers its id. */
export async function newTestimony(
  db: Db,
  t: z.output<typeof testimonySubmitSchema>,
  keep?: KeepReply<string>,
): Promise<string> {
  const id = objectId();
  await writeDurably(db, async (tx) => {
    await keep?.(tx, id);
    await tx
      .insertInto('testimonies')
      .values({
        id,
        first_name: t.firstName,
        last_name: t.lastName,
        position: t.position,
        website: t.website,
        testimony: t.testimony,
        image: t.img ?? null,
        locale: t.locale,
        status: 'pending', // shown only once an admin approves it
        created_at: nowIso(),
      })
      .execute();
  });
  count.submissionStored('testimony');
  return id;
}

/** A message to one arm; the children's network's route also takes partnership enquiries (with `reason`). */
export async function contact(
  db: Db,
  m: z.output<typeof contactSchema> | z.output<typeof enquirySchema>,
  arm: string,
  keep?: KeepReply<string>,
): Promise<string> {
  const id = objectId();
  await writeDurably(db, async (tx) => {
    await keep?.(tx, id);
    await tx
      .insertInto('contact_messages')
      .values({
        id,
        arm,
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        phone_number: 'phoneNumber' in m ? (m.phoneNumber ?? null) : null,
        reason: 'reason' in m ? m.reason : null,
        message: m.message,
        locale: m.locale,
        created_at: nowIso(),
      })
      .execute();
    await announce(tx, 'messages', id, arm);
  });
  count.submissionStored('message');
  return id;
}

/** A donation request; answers its reference. */
export async function newDonation(
  db: Db,
  d: z.output<typeof donationSchema>,
  keep?: KeepReply<string>,
): Promise<string> {
  const id = code();
  await writeDurably(db, async (tx) => {
    await keep?.(tx, id);
    await tx
      .insertInto('donations')
      .values({
        id,
        first_name: d.firstName,
        last_name: d.lastName,
        email: d.email,
        phone_number: d.phoneNumber,
        country: d.country,
        donation_type: d.donationType,
        locale: d.locale,
        created_at: nowIso(),
      })
      .execute();
    await announce(tx, 'donations', id);
  });
  count.submissionStored('donation');
  return id;
}

/** An order, priced here from the products as stored; answers its reference, amount (minor units) and currency. */
export async function newOrder(
  db: Db,
  order: z.output<typeof orderSchema>,
  keep?: KeepReply<{ id: string; amountMinor: number; currency: string }>,
): Promise<{ id: string; amountMinor: number; currency: string }> {
  const ids = [...new Set(order.items.map((i) => i.id))];
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const item of order.items) {
    const p = byId.get(item.id);
    if (!p) throw new HttpError(400, `Unknown product: ${item.id}`);
    if (p.active !== 1) throw new HttpError(400, `${p.product_name} is no longer available`);
  }
  const currencies = new Set(rows.map((r) => r.price_currency));
  if (currencies.size > 1)
    throw new HttpError(400, 'All products in one order must share a currency: please order them separately');
  // The server prices the order itself; a price sent by the browser is never trusted.
  const lines = order.items.map((i) => {
    const p = byId.get(i.id)!;
    return { product_id: p.id, product_name: p.product_name, unit_price_minor: p.price_minor, quantity: i.quantity };
  });
  const amount = lines.reduce((sum, l) => sum + l.unit_price_minor * l.quantity, 0);
  const currency = rows[0]!.price_currency;
  const id = code();
  await writeDurably(db, async (tx) => {
    await keep?.(tx, { id, amountMinor: amount, currency });
    await tx
      .insertInto('orders')
      .values({
        id,
        customer_name: order.customerName,
        customer_email: order.customerEmail,
        phone_number: order.phoneNumber,
        quantity: order.quantity,
        amount_minor: amount,
        currency,
        status: 'pending',
        paid: 0,
        locale: order.locale,
        created_at: nowIso(),
      })
      .execute();
    await tx
      .insertInto('order_items')
      .values(lines.map((l) => ({ ...l, order_id: id })))
      .execute();
    await announce(tx, 'orders', id);
  });
  count.submissionStored('order');
  return { id, amountMinor: amount, currency };
}

/** The inbox's name for each kind of application. */
const APPLICATION_KINDS = {
  volunteer: 'volunteers',
  member: 'members',
  champion: 'champions',
} as const satisfies Record<string, SubmissionKind>;

type Application = z.output<typeof volunteerSchema> | z.output<typeof memberSchema> | z.output<typeof championSchema>;
/** What the three kinds of application share, and what only some of them carry. */
type Applicant = Pick<z.output<typeof memberSchema>, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'locale'> &
  Partial<Record<'message' | 'skill' | 'reasonToBecomeAChampion' | 'currentProject' | 'pastProject', string>> & {
    isCommitted?: boolean;
  };

/** A volunteer's, member's or champion's application; answers its id. */
export async function application(
  db: Db,
  kind: 'volunteer' | 'member' | 'champion',
  body: Application,
  keep?: KeepReply<string>,
): Promise<string> {
  // One table for the three kinds: the fields a kind lacks are stored empty.
  const a: Applicant = body;
  const id = objectId();
  await writeDurably(db, async (tx) => {
    await keep?.(tx, id);
    await tx
      .insertInto('applications')
      .values({
        id,
        kind,
        first_name: a.firstName,
        last_name: a.lastName,
        email: a.email,
        phone_number: a.phoneNumber,
        message: a.message ?? null,
        skill: a.skill || null,
        reason: a.reasonToBecomeAChampion ?? null,
        current_project: a.currentProject ?? null,
        past_project: a.pastProject ?? null,
        is_committed: a.isCommitted === undefined ? null : a.isCommitted ? 1 : 0,
        locale: a.locale,
        created_at: nowIso(),
      })
      .execute();
    await announce(tx, APPLICATION_KINDS[kind], id);
  });
  count.submissionStored(kind);
  return id;
}

/**
 * A crafts membership with its pictures (already checked): each picture is flushed to storage before
 * the record that names it is stored. Answers its id.
 */
export async function newCraftMember(
  db: Db,
  m: z.output<typeof craftMemberSchema>,
  checked: { certificate: CheckedImage | null; artworks: CheckedImage[] },
  keep?: KeepReply<string>,
): Promise<string> {
  const id = objectId();
  const certificatePath = checked.certificate ? await saveUpload(db, checked.certificate, `${id}-certificate`) : null;
  const artworkPaths = await Promise.all(checked.artworks.map((f, i) => saveUpload(db, f, `${id}-artwork-${i + 1}`)));

  const saved = [certificatePath, ...artworkPaths].filter((p): p is string => p !== null);
  await writeDurably(db, async (tx) => {
    await keep?.(tx, id);
    await tx
      .insertInto('craft_members')
      .values({
        id,
        first_name: m.firstName,
        last_name: m.lastName,
        mobile_number: m.mobileNumber,
        email: m.email,
        location: m.location,
        business_name: m.bussinessName || null,
        craft_type: m.craftType,
        experience_level: m.experienceLevel,
        certificate_path: certificatePath,
        artwork_paths: JSON.stringify(artworkPaths),
        locale: m.locale,
        created_at: nowIso(),
      })
      .execute();
    await announce(tx, 'crafts', id);
  }).catch(async (error: unknown) => {
    await removeUnnamedUploads(db, saved).catch(() => undefined);
    throw error;
  });
  count.submissionStored('craft_member');
  return id;
}
