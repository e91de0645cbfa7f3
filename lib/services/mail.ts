import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso, objectId } from '../db/ids';
import { renderMarkdown } from '../format/markdown';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { type Newsletter, newsletterMail, replyMail, testNewsletterMail } from '../mail/compose';
import { type LinkPurpose, readToken } from '../mail/links';
import { type Actor, auditLine } from './audit';
import { GoneError } from './errors';
import { enqueue, outboxCounts } from './outbox';

/*
 * What the site writes to people: newsletters to a site's confirmed subscribers (each in the subscriber's
 * language where the newsletter has a version in it, else in English), the subscribers' own
 * confirmations and unsubscriptions, replies to contact messages (framed in the sender's language), and
 * the address each site's new submissions are announced to. Every staff write is audited in its own transaction, and the e-mail
 * it causes is put in the outbox in that same transaction (lib/services/outbox.ts).
 */

// ---------- subscribers ----------

/** Stamps a subscriber's `column` with the time, unless it is stamped already; answers its site, or null for none. */
function stampOnce(
  db: Db,
  id: string,
  column: 'confirmed_at' | 'unsubscribed_at',
): Promise<{ website: string } | null> {
  return writeDurably(db, async (tx) => {
    const row = await tx.selectFrom('subscribers').select(['website', column]).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    if (!row[column])
      await tx
        .updateTable('subscribers')
        .set({ [column]: nowIso() })
        .where('id', '=', id)
        .execute();
    return { website: row.website };
  });
}

/**
 * Confirms a subscription (the link of its confirmation e-mail). Confirming again, or after
 * unsubscribing, changes nothing: unsubscribing is final until they subscribe anew.
 */
export const confirmSubscription = (db: Db, id: string) => stampOnce(db, id, 'confirmed_at');

/** Unsubscribes (the link every newsletter carries, or a mail program's one-click). */
export const unsubscribe = (db: Db, id: string) => stampOnce(db, id, 'unsubscribed_at');

/** Confirms or unsubscribes the subscriber a link's signed token names; null for a token that is not ours. */
export function byToken(db: Db, purpose: LinkPurpose, token: string) {
  const id = readToken(purpose, token);
  return id ? (purpose === 'confirm' ? confirmSubscription : unsubscribe)(db, id) : Promise.resolve(null);
}

/** The subscribers a site's newsletter goes to: confirmed, and not unsubscribed since. */
const recipientsOf = (db: Db, website: string) =>
  db
    .selectFrom('subscribers')
    .select(['id', 'email', 'locale'])
    .where('website', '=', website)
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null);

export async function subscriberCounts(db: Db, website: string) {
  const rows = await db
    .selectFrom('subscribers')
    .select(['confirmed_at', 'unsubscribed_at', 'locale'])
    .where('website', '=', website)
    .execute();
  const confirmed = rows.filter((r) => r.confirmed_at && !r.unsubscribed_at);
  const byLanguage: Record<string, number> = {};
  for (const r of confirmed) byLanguage[r.locale] = (byLanguage[r.locale] ?? 0) + 1;
  return {
    confirmed: confirmed.length,
    /** The confirmed subscribers per language they subscribed in. */
    byLanguage,
    unconfirmed: rows.filter((r) => !r.confirmed_at && !r.unsubscribed_at).length,
    unsubscribed: rows.filter((r) => r.unsubscribed_at).length,
  };
}

// ---------- newsletters ----------

/** A newsletter's subject and text in one language, as staff write them. */
export interface NewsletterText {
  subject: string;
  markdown: string;
}

export interface NewsletterDraft extends NewsletterText {
  website: string;
  /** Its versions in the site's other languages (none: every subscriber reads the English). */
  translations?: Partial<Record<Locale, NewsletterText>>;
  /** A new picture's address; absent keeps the one it has. */
  image?: string;
}

type StoredTranslations = Partial<Record<Locale, NewsletterText & { html: string }>>;

/** A newsletter's stored versions in other languages; what cannot be read is no version. */
function storedTranslations(json: string): StoredTranslations {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, Partial<NewsletterText & { html: string }>>).filter(
        ([locale, v]) =>
          isLocale(locale) &&
          locale !== DEFAULT_LOCALE &&
          typeof v?.subject === 'string' &&
          typeof v.markdown === 'string' &&
          typeof v.html === 'string',
      ),
    );
  } catch {
    return {};
  }
}

type NewsletterRow = Omit<Newsletter, 'locale'> & { translations: string };

/** A newsletter in each language it is written in: the English first, then its versions. */
export function newsletterVersions(row: NewsletterRow): Newsletter[] {
  const { translations, ...english } = row;
  const versions = Object.entries(storedTranslations(translations)) as [Locale, NewsletterText & { html: string }][];
  return [
    { ...english, locale: DEFAULT_LOCALE },
    ...versions.map(([locale, v]) => ({
      ...english,
      locale,
      subject: v.subject,
      body_markdown: v.markdown,
      body_html: v.html,
    })),
  ];
}

/** Creates a newsletter, or saves a draft (a sent one cannot change: GoneError); answers its id. */
export async function saveNewsletter(
  db: Db,
  actor: Actor,
  draft: NewsletterDraft,
  existingId?: string,
): Promise<string> {
  const id = existingId ?? objectId();
  const translations: StoredTranslations = Object.fromEntries(
    Object.entries(draft.translations ?? {})
      .filter(([locale]) => locale !== DEFAULT_LOCALE)
      .map(([locale, v]) => [locale, { subject: v.subject, markdown: v.markdown, html: renderMarkdown(v.markdown) }]),
  );
  const fields = {
    website: draft.website,
    subject: draft.subject,
    body_markdown: draft.markdown,
    body_html: renderMarkdown(draft.markdown),
    translations: JSON.stringify(translations),
    ...(draft.image ? { image: draft.image } : {}),
  };
  await writeDurably(db, async (tx) => {
    if (existingId) {
      const saved = await tx
        .updateTable('newsletters')
        .set(fields)
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(saved.numUpdatedRows) === 0) throw new GoneError('draft newsletter');
    } else {
      await tx
        .insertInto('newsletters')
        .values({ id, image: null, ...fields, status: 'draft', created_at: nowIso(), sent_at: null, sent_by: null })
        .execute();
    }
    await tx
      .insertInto('audit_log')
      .values(
        auditLine(actor, existingId ? 'saved newsletter' : 'wrote newsletter', `${draft.website}: ${draft.subject}`),
      )
      .execute();
  });
  return id;
}

/** Every newsletter, newest first, each with the languages it is written in. */
export async function newsletters(db: Db) {
  const rows = await db.selectFrom('newsletters').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map((row) => ({ ...row, languages: newsletterVersions(row).map((v) => v.locale) }));
}

/** One newsletter in each of its languages, with how its sending goes and how many of its recipients left since. */
export async function newsletter(db: Db, id: string) {
  const row = await db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const found = { ...row, versions: newsletterVersions(row) };
  const progress = await outboxCounts(db, { purpose: 'newsletter', ref: id });
  const left = found.sent_at
    ? await db
        .selectFrom('mail_outbox')
        .innerJoin('subscribers', (j) =>
          j.onRef('subscribers.email', '=', 'mail_outbox.recipient').on('subscribers.website', '=', found.website),
        )
        .select(db.fn.countAll<number>().as('n'))
        .where('mail_outbox.purpose', '=', 'newsletter')
        .where('mail_outbox.ref', '=', id)
        .where('subscribers.unsubscribed_at', '>', found.sent_at)
        .executeTakeFirst()
    : undefined;
  return { ...found, progress, unsubscribedSince: Number(left?.n ?? 0) };
}

/** Sends the newsletter to the staff member alone, as a test: one message per language it is written in. */
export async function sendTestNewsletter(db: Db, actor: Actor, id: string): Promise<void> {
  await writeDurably(db, async (tx) => {
    const found = await tx.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw new GoneError('newsletter');
    for (const version of newsletterVersions(found)) await enqueue(tx, testNewsletterMail(version, actor.email));
    await tx
      .insertInto('audit_log')
      .values(auditLine(actor, 'sent newsletter test', `${found.website}: ${found.subject} to ${actor.email}`))
      .execute();
  });
}

/**
 * Sends a draft to its site's confirmed subscribers: one message each, in the subscriber's language where
 * the newsletter has a version in it, else in English, put in the outbox in the transaction that marks it
 * sent, so it is sent to all of them or to none. Answers how many.
 */
export async function sendNewsletter(db: Db, actor: Actor, id: string): Promise<number> {
  return writeDurably(db, async (tx) => {
    const found = await tx
      .selectFrom('newsletters')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (!found) throw new GoneError('draft newsletter');
    const recipients = await recipientsOf(tx, found.website).execute();
    const [english, ...translated] = newsletterVersions(found);
    const versionIn = new Map(translated.map((v) => [v.locale as string, v]));
    for (const subscriber of recipients)
      await enqueue(tx, await newsletterMail(versionIn.get(subscriber.locale) ?? english!, subscriber));
    await tx
      .updateTable('newsletters')
      .set({ status: 'sent', sent_at: nowIso(), sent_by: actor.email })
      .where('id', '=', id)
      .execute();
    await tx
      .insertInto('audit_log')
      .values(
        auditLine(actor, 'sent newsletter', `${found.website}: ${found.subject} to ${recipients.length} subscribers`),
      )
      .execute();
    return recipients.length;
  });
}

// ---------- replies ----------

/** E-mails a reply to a contact message's sender, kept with the message; answers the reply's id. */
export async function replyToMessage(db: Db, actor: Actor, messageId: string, body: string): Promise<string> {
  const id = objectId();
  await writeDurably(db, async (tx) => {
    const message = await tx.selectFrom('contact_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
    if (!message) throw new GoneError('message');
    const outboxId = await enqueue(tx, await replyMail(message, { id, body }));
    await tx
      .insertInto('message_replies')
      .values({ id, message_id: messageId, body, staff_email: actor.email, outbox_id: outboxId!, created_at: nowIso() })
      .execute();
    await tx
      .insertInto('audit_log')
      .values(auditLine(actor, 'replied to message', `messages/${messageId}`))
      .execute();
  });
  return id;
}

/** A message's replies, oldest first, each with how its e-mail went. */
export function repliesTo(db: Db, messageId: string) {
  return db
    .selectFrom('message_replies')
    .innerJoin('mail_outbox', 'mail_outbox.id', 'message_replies.outbox_id')
    .select([
      'message_replies.id',
      'message_replies.body',
      'message_replies.staff_email',
      'message_replies.created_at',
      'mail_outbox.status',
      'mail_outbox.last_error',
      'mail_outbox.sent_at',
    ])
    .where('message_replies.message_id', '=', messageId)
    .orderBy('message_replies.created_at')
    .execute();
}

// ---------- where new submissions are announced ----------

export function notifyAddresses(db: Db) {
  return db.selectFrom('notify_addresses').selectAll().execute();
}

/**
 * Sets where a site's new submissions are announced: an address per kind of submission, or for all
 * ('all'); an empty one announces nowhere. Replaces the site's addresses as a whole.
 */
export async function setNotifyAddresses(
  db: Db,
  actor: Actor,
  website: string,
  addresses: Record<string, string>,
): Promise<void> {
  const rows = Object.entries(addresses).filter(([, email]) => email);
  await writeDurably(db, async (tx) => {
    await tx.deleteFrom('notify_addresses').where('website', '=', website).execute();
    if (rows.length > 0)
      await tx
        .insertInto('notify_addresses')
        .values(rows.map(([kind, email]) => ({ website, kind, email })))
        .execute();
    const said = rows.map(([kind, email]) => `${kind} to ${email}`).join(', ') || 'nowhere';
    await tx
      .insertInto('audit_log')
      .values(auditLine(actor, 'set notification addresses', `${website}: ${said}`))
      .execute();
  });
}
