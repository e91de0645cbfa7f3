import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_WEBSITES } from '../api/constants';
import { signingSecret } from '../auth/secret';
import { DEFAULT_LOCALE, type Locale, localePath } from '../i18n/locales';
import { siteUrl } from '../platform/env';

/*
 * The links e-mail carries: confirming a subscription and unsubscribing. Each holds a subscriber's id
 * and a signature by the site's secret, never an address: anyone holding the link may use it (it was
 * sent to that inbox), nobody can make one for another subscriber, and no personal data is in a URL. Each
 * opens the page in the subscriber's language.
 */

export type LinkPurpose = 'confirm' | 'unsubscribe';

const signature = (purpose: LinkPurpose, id: string) =>
  createHmac('sha256', signingSecret()).update(`${purpose}:${id}`).digest().subarray(0, 16);

export function signToken(purpose: LinkPurpose, id: string): string {
  return `${id}.${signature(purpose, id).toString('base64url')}`;
}

/** The subscriber's id the token was made for, or null for a token that is not ours or not for this purpose. */
export function readToken(purpose: LinkPurpose, token: string | null | undefined): string | null {
  const match = /^([0-9a-f]{24})\.([\w-]{22})$/.exec(token ?? '');
  if (!match) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(purpose, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

/** Whether a link's token is one of ours, before anything is asked (the page shows its button only then). */
export const isValidToken = (purpose: LinkPurpose, token: string | null | undefined) =>
  readToken(purpose, token) !== null;

/**
 * Whether a newsletter page's address is one the page answers with its button or its outcome: a token of ours
 * for the page's purpose, or the newsletter whose step is done (`done`, after the button). Any other is the
 * page's "not valid" message, answered 404 (lib/proxy/mail-links.ts sets the status, the page says it).
 */
export const isMailLinkAddress = (
  purpose: LinkPurpose,
  { token, done }: { token?: string | null; done?: string | null },
) => (NEWSLETTER_WEBSITES as readonly string[]).includes(done ?? '') || isValidToken(purpose, token);

/** A newsletter page's address in a subscriber's language (/ha/newsletter/confirm…), with the signed token. */
const pageUrl = (path: string, locale: Locale, purpose: LinkPurpose, subscriberId: string) =>
  `${siteUrl()}${localePath(locale, path)}?token=${signToken(purpose, subscriberId)}`;

/** The page where a subscriber confirms (a button: mail scanners open links, they do not press buttons). */
export const confirmUrl = (subscriberId: string, locale: Locale = DEFAULT_LOCALE) =>
  pageUrl('/newsletter/confirm', locale, 'confirm', subscriberId);

/** The page where a subscriber unsubscribes, and the address a mail program posts to (RFC 8058). */
export const unsubscribeUrl = (subscriberId: string, locale: Locale = DEFAULT_LOCALE) =>
  pageUrl('/newsletter/unsubscribe', locale, 'unsubscribe', subscriberId);
export const oneClickUrl = (subscriberId: string, locale: Locale = DEFAULT_LOCALE) =>
  pageUrl('/newsletter/one-click', locale, 'unsubscribe', subscriberId);
