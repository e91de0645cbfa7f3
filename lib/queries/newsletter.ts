import 'server-only';
import { getDb } from '../db/db';
import { NEWSLETTER_WEBSITES } from '../api/constants';
import { siteOf } from '../mail/compose';
import { readToken } from '../mail/links';
import { confirmSubscription, unsubscribe } from '../services/mail';

/*
 * The two things a subscriber does from an e-mail, without signing in: confirm, and unsubscribe. Each
 * takes the signed token of its link (lib/mail/links.ts); a token that is not ours changes nothing.
 */

/** Done: the newsletter's website (the admin API's name for it), which the page names from the list of sites. */
export type SubscriptionOutcome = { ok: true; website: string } | { ok: false };

async function withToken(purpose: 'confirm' | 'unsubscribe', token: string | null | undefined, run: typeof confirmSubscription): Promise<SubscriptionOutcome> {
  const id = readToken(purpose, token);
  const done = id ? await run(await getDb(), id) : null;
  return done ? { ok: true, website: done.website } : { ok: false };
}

/** The name of the site whose newsletter a `done` page speaks of: only one of the sites' newsletters, never the address's own text. */
export function newsletterSiteName(done: string | undefined): string | undefined {
  return (NEWSLETTER_WEBSITES as readonly string[]).includes(done ?? '') ? siteOf(done!).name : undefined;
}

/** Whether a link's token is one of ours, before anything is asked (the page shows its button only then). */
export const isValidToken = (purpose: 'confirm' | 'unsubscribe', token: string | null | undefined) => readToken(purpose, token) !== null;

export const confirmByToken = (token: string | null | undefined) => withToken('confirm', token, confirmSubscription);
export const unsubscribeByToken = (token: string | null | undefined) => withToken('unsubscribe', token, unsubscribe);
