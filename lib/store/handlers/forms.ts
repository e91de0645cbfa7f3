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
} from '../../api/schemas';
import type { Db } from '../db';
import { HttpError, ok } from '../http';
import { code, nowIso, objectId } from '../ids';
import { toMajor } from '../present';
import { writeDurably } from '../durable';

/*
 * The public forms. The router has validated each body with the endpoint's input schema, the
 * one the browser's form uses; each handler writes one record, and answers only after the write has returned (the SQLite
 * connection commits synchronously with synchronous=FULL).
 */

/** Unique-constraint violations look different on SQLite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}

const SUBSCRIBED = 'Subscribed successfully';
const WAITLIST_JOINED = "You're on the waitlist. We'll e-mail you when the app launches.";

export async function subscribe(db: Db, { email, website }: z.output<typeof subscribeSchema>) {
  try {
    if (website === WAITLIST_WEBSITE) {
      // The learning app's waitlist is kept apart from newsletter subscribers.
      await writeDurably(db, (tx) => tx.insertInto('waitlist').values({ id: objectId(), email, created_at: nowIso() }).execute());
      return ok(WAITLIST_JOINED, 201);
    }
    await writeDurably(db, (tx) => tx.insertInto('subscribers').values({ id: objectId(), email, website, created_at: nowIso() }).execute());
    return ok(SUBSCRIBED, 201);
  } catch (error) {
    // Subscribing twice answers exactly like the first time, so nobody can learn who is on the list.
    if (isUniqueViolation(error)) return ok(website === WAITLIST_WEBSITE ? WAITLIST_JOINED : SUBSCRIBED, 201);
    throw error;
  }
}

export async function newTestimony(db: Db, t: z.output<typeof testimonySubmitSchema>) {
  const id = objectId();
  await writeDurably(db, (tx) =>
    tx
      .insertInto('testimonies')
      .values({
        id,
        first_name: t.firstName,
        last_name: t.lastName,
        position: t.position,
        website: t.website,
        testimony: t.testimony,
        image: t.img ?? null,
        status: 'pending', // shown only once an admin approves it
        created_at: nowIso(),
      })
      .execute(),
  );
  return ok({ message: 'Thank you! Your testimony will appear once it has been reviewed.', id }, 201);
}

/** A message to one arm; the children's network's route also takes partnership enquiries (with `reason`). */
export async function contact(db: Db, m: z.output<typeof contactSchema> | z.output<typeof enquirySchema>, arm: string) {
  const id = objectId();
  await writeDurably(db, (tx) =>
    tx
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
        created_at: nowIso(),
      })
      .execute(),
  );
  return ok({ message: 'Message sent successfully', id }, 201);
}

export async function newDonation(db: Db, d: z.output<typeof donationSchema>) {
  const id = code();
  await writeDurably(db, (tx) =>
    tx
      .insertInto('donations')
      .values({
        id,
        first_name: d.firstName,
        last_name: d.lastName,
        email: d.email,
        phone_number: d.phoneNumber,
        country: d.country,
        donation_type: d.donationType,
        created_at: nowIso(),
      })
      .execute(),
  );
  return ok({ message: 'Donation request received. Our team will contact you shortly.', donationId: id }, 201);
}

export async function newOrder(db: Db, order: z.output<typeof orderSchema>) {
  const ids = [...new Set(order.items.map((i) => i.id))];
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const item of order.items) {
    const p = byId.get(item.id);
    if (!p) throw new HttpError(400, `Unknown product: ${item.id}`);
    if (p.active !== 1) throw new HttpError(400, `${p.product_name} is no longer available`);
  }
  const currencies = new Set(rows.map((r) => r.price_currency));
  if (currencies.size > 1) throw new HttpError(400, 'All products in one order must share a currency: please order them separately');
  // The server prices the order itself; a price sent by the browser is never trusted.
  const lines = order.items.map((i) => {
    const p = byId.get(i.id)!;
    return { product_id: p.id, product_name: p.product_name, unit_price_minor: p.price_minor, quantity: i.quantity };
  });
  const amount = lines.reduce((sum, l) => sum + l.unit_price_minor * l.quantity, 0);
  const currency = rows[0]!.price_currency;
  const id = code();
  await writeDurably(db, async (tx) => {
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
        created_at: nowIso(),
      })
      .execute();
    await tx
      .insertInto('order_items')
      .values(lines.map((l) => ({ ...l, order_id: id })))
      .execute();
  });
  return ok({ message: 'Order created successfully', orderId: id, amount: toMajor(amount), currency }, 201);
}

type Application = z.output<typeof volunteerSchema> | z.output<typeof memberSchema> | z.output<typeof championSchema>;
/** What the three kinds of application share, and what only some of them carry. */
type Applicant = Pick<z.output<typeof memberSchema>, 'firstName' | 'lastName' | 'email' | 'phoneNumber'> &
  Partial<Record<'message' | 'skill' | 'reasonToBecomeAChampion' | 'currentProject' | 'pastProject', string>> & { isCommitted?: boolean };

export async function application(db: Db, kind: 'volunteer' | 'member' | 'champion', body: Application) {
  // One table for the three kinds: the fields a kind lacks are stored empty.
  const a: Applicant = body;
  const id = objectId();
  await writeDurably(db, (tx) =>
    tx
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
        created_at: nowIso(),
      })
      .execute(),
  );
  return ok({ message: 'Application received. Thank you!', id }, 201);
}
