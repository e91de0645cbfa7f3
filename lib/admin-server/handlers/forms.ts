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
import { toMajor } from '../present';

/*
 * The public forms, as the contract answers them. The router has validated each body with the
 * endpoint's input schema, the one the browser's form uses; lib/services/submissions stores it, and
 * the reply is sent once the write is durable.
 */

const SUBSCRIBED = 'Subscribed successfully';
const WAITLIST_JOINED = "You're on the waitlist. We'll e-mail you when the app launches.";

export async function subscribe(db: Db, body: z.output<typeof subscribeSchema>) {
  await submissions.subscribe(db, body);
  // Subscribing twice answers exactly like the first time, so nobody can learn who is on the list.
  return ok(body.website === WAITLIST_WEBSITE ? WAITLIST_JOINED : SUBSCRIBED, 201);
}

const LINK_DONE = { confirm: 'Subscription confirmed', unsubscribe: 'Unsubscribed' };

/** A subscriber's confirmation or unsubscription from an e-mail's link: 404 for a token that is not ours. */
export async function subscriptionLink(db: Db, purpose: 'confirm' | 'unsubscribe', token: string) {
  const done = await subscriberLinks.byToken(db, purpose, token);
  return done
    ? ok({ message: LINK_DONE[purpose], website: done.website })
    : fail(404, 'This link is not valid. Nothing was changed.');
}

export async function newTestimony(db: Db, body: z.output<typeof testimonySubmitSchema>) {
  const id = await submissions.newTestimony(db, body);
  return ok({ message: 'Thank you! Your testimony will appear once it has been reviewed.', id }, 201);
}

/** A message to one arm; the children's network's route also takes partnership enquiries (with `reason`). */
export async function contact(
  db: Db,
  body: z.output<typeof contactSchema> | z.output<typeof enquirySchema>,
  arm: string,
) {
  const id = await submissions.contact(db, body, arm);
  return ok({ message: 'Message sent successfully', id }, 201);
}

export async function newDonation(db: Db, body: z.output<typeof donationSchema>) {
  const donationId = await submissions.newDonation(db, body);
  return ok({ message: 'Donation request received. Our team will contact you shortly.', donationId }, 201);
}

export async function newOrder(db: Db, body: z.output<typeof orderSchema>) {
  const { id, amountMinor, currency } = await submissions.newOrder(db, body);
  return ok({ message: 'Order created successfully', orderId: id, amount: toMajor(amountMinor), currency }, 201);
}

export async function application(
  db: Db,
  kind: 'volunteer' | 'member' | 'champion',
  body: z.output<typeof volunteerSchema> | z.output<typeof memberSchema> | z.output<typeof championSchema>,
) {
  const id = await submissions.application(db, kind, body);
  return ok({ message: 'Application received. Thank you!', id }, 201);
}
