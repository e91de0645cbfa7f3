import type { z } from 'zod';
import type {
  championSchema,
  contactSchema,
  donationSchema,
  enquirySchema,
  memberSchema,
  orderSchema,
  subscribeSchema,
  testimonySubmitSchema,
  volunteerSchema,
} from '../../api/schemas';
import { WAITLIST_WEBSITE } from '../../api/schemas';
import type { Db } from '../../db/db';
import * as subscriberLinks from '../../services/mail';
import * as submissions from '../../services/submissions';
import { fail, ok } from '../http';
import type { Once } from '../idempotency';
import { toMajor } from '../present';

/*
 * The public forms, as the contract answers them. The router has validated each body with the
 * endpoint's input schema, the one the browser's form uses; lib/services/submissions stores it, and
 * the reply is sent once the write is durable. Each submission's reply is a function of what its service
 * answers, handed to the service through `once`, which stores it with the request's Idempotency-Key in
 * the submission's transaction (lib/admin-server/idempotency.ts).
 */

const SUBSCRIBED = 'Subscribed successfully';
const WAITLIST_JOINED = "You're on the waitlist. We'll e-mail you when the app launches.";

export async function subscribe(db: Db, body: z.output<typeof subscribeSchema>, once: Once) {
  // Subscribing twice answers exactly like the first time, so nobody can learn who is on the list.
  const reply = () => ok(body.website === WAITLIST_WEBSITE ? WAITLIST_JOINED : SUBSCRIBED, 201);
  await submissions.subscribe(db, body, once(reply));
  return reply();
}

const LINK_DONE = { confirm: 'Subscription confirmed', unsubscribe: 'Unsubscribed' };

/** A subscriber's confirmation or unsubscription from an e-mail's link: 404 for a token that is not ours. */
export async function subscriptionLink(db: Db, purpose: 'confirm' | 'unsubscribe', token: string) {
  const done = await subscriberLinks.byToken(db, purpose, token);
  return done
    ? ok({ message: LINK_DONE[purpose], website: done.website })
    : fail(404, 'This link is not valid. Nothing was changed.');
}

export async function newTestimony(db: Db, body: z.output<typeof testimonySubmitSchema>, once: Once) {
  const reply = (id: string) =>
    ok({ message: 'Thank you! Your testimony will appear once it has been reviewed.', id }, 201);
  return reply(await submissions.newTestimony(db, body, once(reply)));
}

/** A message to one arm; the children's network's route also takes partnership enquiries (with `reason`). */
export async function contact(
  db: Db,
  body: z.output<typeof contactSchema> | z.output<typeof enquirySchema>,
  arm: string,
  once: Once,
) {
  const reply = (id: string) => ok({ message: 'Message sent successfully', id }, 201);
  return reply(await submissions.contact(db, body, arm, once(reply)));
}

export async function newDonation(db: Db, body: z.output<typeof donationSchema>, once: Once) {
  const reply = (donationId: string) =>
    ok({ message: 'Donation request received. Our team will contact you shortly.', donationId }, 201);
  return reply(await submissions.newDonation(db, body, once(reply)));
}

export async function newOrder(db: Db, body: z.output<typeof orderSchema>, once: Once) {
  const reply = ({ id, amountMinor, currency }: { id: string; amountMinor: number; currency: string }) =>
    ok({ message: 'Order created successfully', orderId: id, amount: toMajor(amountMinor), currency }, 201);
  return reply(await submissions.newOrder(db, body, once(reply)));
}

export async function application(
  db: Db,
  kind: 'volunteer' | 'member' | 'champion',
  body: z.output<typeof volunteerSchema> | z.output<typeof memberSchema> | z.output<typeof championSchema>,
  once: Once,
) {
  const reply = (id: string) => ok({ message: 'Application received. Thank you!', id }, 201);
  return reply(await submissions.application(db, kind, body, once(reply)));
}
