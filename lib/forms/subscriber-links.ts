import 'server-only';
import { endpoints } from '../api/contract';
import { adminClient } from '../gateway/admin-client';
import { newsletterSiteName } from '../mail/compose';
import { isMailLinkAddress, type LinkPurpose } from '../mail/links';

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

/** What the link's page asks of its address: whether it shows its button or its outcome, and which newsletter's. */
export { isMailLinkAddress as isSubscriberLinkAddress, newsletterSiteName, type LinkPurpose };

export async function followSubscriberLink(
  purpose: LinkPurpose,
  token: string | null | undefined,
): Promise<SubscriptionOutcome> {
  const result = await adminClient().call(ENDPOINT[purpose], { body: { token: token ?? '' } });
  return result.ok
    ? { ok: true, website: result.data.website }
    : { ok: false, invalid: result.status === 404 || result.status === 400 };
}
