import 'server-only';
import { NEWSLETTER_WEBSITES } from '../api/constants';
import { env } from '../platform/env';
import {
  newsletter,
  newsletters,
  notifyAddresses,
  type NewsletterDraft,
  replyToMessage,
  repliesTo,
  saveNewsletter,
  sendNewsletter,
  sendTestNewsletter,
  setNotifyAddresses,
  subscriberCounts,
} from '../services/mail';
import { outboxCounts, recentMail } from '../services/outbox';
import { forStaff } from './access';

/* E-mail in the console: newsletters, the outbox, notification addresses (admins), replies (the inbox's). */

/** Whether mail can leave (SMTP_URL), how the outbox stands, its latest messages and the notification addresses. */
export const mailOverview = forStaff('mail', async ({ db }) => ({
  configured: Boolean(env().SMTP_URL),
  counts: await outboxCounts(db),
  recent: await recentMail(db),
  /** website → kind (or 'all') → address. */
  addresses: (await notifyAddresses(db)).reduce<Record<string, Record<string, string>>>((all, a) => {
    (all[a.website] ??= {})[a.kind] = a.email;
    return all;
  }, {}),
}));

export const storeNotifyAddresses = forStaff(
  'mail',
  ({ db, staff }, website: string, addresses: Record<string, string>) =>
    setNotifyAddresses(db, staff, website, addresses),
);

/** Every newsletter, newest first, and each site's subscribers. */
export const listNewsletters = forStaff('mail', async ({ db }) => ({
  newsletters: await newsletters(db),
  subscribers: Object.fromEntries(
    await Promise.all(NEWSLETTER_WEBSITES.map(async (w) => [w, await subscriberCounts(db, w)] as const)),
  ),
}));

export const openNewsletter = forStaff('mail', async ({ db }, id: string) => {
  const found = await newsletter(db, id);
  return found
    ? { ...found, subscribers: await subscriberCounts(db, found.website), configured: Boolean(env().SMTP_URL) }
    : null;
});

export const storeNewsletter = forStaff('mail', ({ db, staff }, draft: NewsletterDraft, id?: string) =>
  saveNewsletter(db, staff, draft, id),
);
export const testNewsletter = forStaff('mail', ({ db, staff }, id: string) => sendTestNewsletter(db, staff, id));
export const dispatchNewsletter = forStaff('mail', ({ db, staff }, id: string) => sendNewsletter(db, staff, id));

/** A contact message's replies, with how each e-mail went. */
export const messageReplies = forStaff('inbox', ({ db }, messageId: string) => repliesTo(db, messageId));
export const replyTo = forStaff('inbox', ({ db, staff }, messageId: string, body: string) =>
  replyToMessage(db, staff, messageId, body),
);
