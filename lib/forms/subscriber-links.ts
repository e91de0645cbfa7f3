import 'server-only';
import { endpoints } from '../api/contract';
import { adminClient } from '../gateway/admin-client';

/*
 * The two things a subscriber does from an e-mail, without signing in: confirm, and unsubscribe. Each is
 * a write of the contract, sent to the admin server like every other public write; the signed token of
 * the e-mail's link (lib/mail/links.ts) names the subscriber, and a token that is not ours changes nothing.
 */

/**
 * Done: the newsletter's website (the admin API's name for it), which the page names from the list of
 * sites. Not done: the link is not valid (`invalid`), or the admin server could not be asked.
 */
export type SubscriptionOutcome = { ok: true; website: string } | { ok: false; invalid: boolean };

const ENDPOINT = { confirm: endpoints.confirmSubscription, unsubscribe: endpoints.unsubscribe };

export async function followSubscriberLink(
  purpose: 'confirm' | 'unsubscribe',
  token: string | null | undefined,
): Promise<SubscriptionOutcome> {
  const result = await adminClient().call(ENDPOINT[purpose], { body: { token: token ?? '' } });
  return result.ok
    ? { ok: true, website: result.data.website }
    : { ok: false, invalid: result.status === 404 || result.status === 400 };
}
