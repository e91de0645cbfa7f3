import { fill, NEWSLETTER_WEBSITES, type NewsletterWebsite } from '../api/constants';
import { formatGift } from '../api/giving';
import { API_NAME, ARMS, type ArmKey } from '../content/arms';
import { DEFAULT_LOCALE, LANGUAGES, type Locale, localePath } from '../i18n/locales';
import { env, siteUrl } from '../platform/env';
import { confirmUrl, oneClickUrl, unsubscribeUrl } from './links';
import { mailLocale, mailWords } from './words';

/*
 * The e-mails the site sends, as data for the outbox (lib/services/outbox.ts): each to one recipient,
 * with a plain-text part and, where there is formatting, an HTML part. No tracking pixels, no remote
 * pictures but the newsletter's own. What goes to a visitor is written in the language they used the
 * site in (words.ts: the mail catalogs), with links to the pages in that language; what goes to staff
 * is in English, like the console.
 */

export interface OutgoingMail {
  /** confirm | newsletter | reply | notify | test | receipt | gift-manage */
  purpose: string;
  /** What it belongs to; one message per purpose, ref and recipient. */
  ref: string;
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** A message's Message-ID, on the sender's domain (else the site's). */
export function messageId(id: string, purpose: string): string {
  const domain = /@([^\s>]+)/.exec(env().MAIL_FROM ?? '')?.[1] ?? new URL(siteUrl()).hostname;
  return `<${id}.${purpose}@${domain}>`;
}

/** The site (the group or an arm) a subscription, newsletter or submission belongs to; its home page in `locale`. */
export function siteOf(website: string, locale: Locale = DEFAULT_LOCALE): { name: string; home: string } {
  const key = (Object.keys(API_NAME) as ArmKey[]).find((k) => API_NAME[k] === website.toLowerCase());
  const arm = ARMS[key ?? 'group'];
  return { name: arm.name, home: `${siteUrl()}${localePath(locale, arm.home)}` };
}

/** The name of the site whose newsletter a `done` page speaks of: only one of the sites' newsletters, never the address's own text. */
export function newsletterSiteName(done: string | undefined): string | undefined {
  return (NEWSLETTER_WEBSITES as readonly string[]).includes(done ?? '') ? siteOf(done!).name : undefined;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A newsletter in one language: its English, or one of its versions (lib/services/mail.ts). */
export type Newsletter = {
  id: string;
  website: string;
  /** The language its subject and text are written in. */
  locale: Locale;
  subject: string;
  body_markdown: string;
  body_html: string;
  image: string | null;
};

/**
 * A newsletter's HTML as e-mail carries it: its picture above the text, and every address of this site
 * made absolute (a mail program has no page to resolve `/media/…` against). Text in another language than
 * the message around it says so (`lang`), as a page does.
 */
function newsletterHtml(newsletter: Newsletter, around: Locale): string {
  const picture = newsletter.image
    ? `<p><img src="${escape(newsletter.image)}" alt="" width="600" style="max-width:100%;height:auto"></p>`
    : '';
  const body = `${picture}${newsletter.body_html}`.replace(/(src|href)="\//g, `$1="${siteUrl()}/`);
  return newsletter.locale === around ? body : `<div lang="${newsletter.locale}">${body}</div>`;
}

/** A small HTML frame around the body, in the language of its words: readable in every mail program, nothing fetched. */
function frame(siteName: string, body: string, footer: string, locale: Locale = DEFAULT_LOCALE): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(siteName)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:40rem;margin:0 auto;padding:1rem"><p style="font-weight:bold">${escape(siteName)}</p>${body}<hr style="border:none;border-top:1px solid #ccc;margin:2rem 0 1rem"><p style="font-size:0.85rem;color:#555">${footer}</p></body></html>`;
}

/** The e-mail that asks a new subscriber to confirm, in the language they subscribed in, linking to its page. */
export async function confirmationMail(subscriber: {
  id: string;
  email: string;
  website: NewsletterWebsite;
  locale: string;
}): Promise<OutgoingMail> {
  const locale = mailLocale(subscriber.locale);
  const w = (await mailWords(locale)).confirm;
  const site = siteOf(subscriber.website, locale);
  const link = confirmUrl(subscriber.id, locale);
  const asked = fill(w.asked, { site: site.name });
  return {
    purpose: 'confirm',
    ref: subscriber.id,
    recipient: subscriber.email,
    subject: fill(w.subject, { site: site.name }),
    text: `${asked}\n\n${w.toReceive}\n${link}\n\n${w.notYou}\n`,
    html: frame(
      site.name,
      `<p>${escape(asked)}</p><p><a href="${escape(link)}">${escape(w.button)}</a></p>`,
      escape(w.notYou),
      locale,
    ),
  };
}

/**
 * A newsletter to one subscriber: the version chosen for them (`newsletter`), with the fixed words and the
 * unsubscribe links in the subscriber's own language.
 */
export async function newsletterMail(
  newsletter: Newsletter,
  subscriber: { id: string; email: string; locale: string },
): Promise<OutgoingMail> {
  const locale = mailLocale(subscriber.locale);
  const w = (await mailWords(locale)).newsletter;
  const site = siteOf(newsletter.website, locale);
  const leave = unsubscribeUrl(subscriber.id, locale);
  const why = fill(w.why, { site: site.name });
  return {
    purpose: 'newsletter',
    ref: newsletter.id,
    recipient: subscriber.email,
    subject: newsletter.subject,
    text: `${newsletter.body_markdown}\n\n--\n${why} ${fill(w.unsubscribeAt, { link: leave })}\n`,
    html: frame(
      site.name,
      newsletterHtml(newsletter, locale),
      `${escape(why)} <a href="${escape(leave)}">${escape(w.unsubscribe)}</a>`,
      locale,
    ),
    // RFC 8058: a mail program's own unsubscribe button posts to this address, without a page.
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(subscriber.id, locale)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A newsletter's version sent to the staff member alone; its note to them is in English, like the console. */
export function testNewsletterMail(newsletter: Newsletter, staffEmail: string): OutgoingMail {
  const site = siteOf(newsletter.website);
  const language = newsletter.locale === DEFAULT_LOCALE ? '' : `, ${LANGUAGES[newsletter.locale].name}`;
  const note = `A test of a newsletter to ${site.name}'s subscribers; theirs will carry their own unsubscribe link, in their language.`;
  return {
    purpose: 'test',
    ref: `${newsletter.id}:${newsletter.locale}:${Date.now()}`,
    recipient: staffEmail,
    subject: `[Test${language}] ${newsletter.subject}`,
    text: `${newsletter.body_markdown}\n\n--\n${note}\n`,
    html: frame(site.name, newsletterHtml(newsletter, DEFAULT_LOCALE), escape(note)),
  };
}

/** A staff reply to a contact message: their words as written, in a frame in the sender's language. */
export async function replyMail(
  message: { id: string; arm: string; email: string; first_name: string; message: string; locale: string },
  reply: { id: string; body: string },
): Promise<OutgoingMail> {
  const locale = mailLocale(message.locale);
  const w = (await mailWords(locale)).reply;
  const site = siteOf(message.arm, locale);
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    purpose: 'reply',
    ref: reply.id,
    recipient: message.email,
    subject: fill(w.subject, { site: site.name }),
    text: `${fill(w.greeting, { name: message.first_name })}\n\n${reply.body}\n\n--\n${site.name}\n${site.home}\n\n${w.youWrote}\n${quoted}\n`,
  };
}

/** The short note a site's address gets of a new submission: what and where, never the visitor's data. */
export function notificationMail(
  what: { kind: string; label: string; id: string; website: string },
  address: string,
): OutgoingMail {
  const site = siteOf(what.website);
  const link = `${siteUrl()}/admin/submissions/${what.kind}/${what.id}`;
  return {
    purpose: 'notify',
    ref: `${what.kind}:${what.id}`,
    recipient: address,
    subject: `New submission on ${site.name}: ${what.label}`,
    text: `A new submission (${what.label}) came in on ${site.name}. Read it in the console (sign-in needed):\n${link}\n`,
  };
}

/** A paid gift, as its receipt names it. */
export interface GiftReceipt {
  reference: string;
  frequency: 'once' | 'monthly';
  currency: string;
  amount_minor: number;
  donor_name: string | null;
  email: string;
  locale: string;
  paid_at: string | null;
  /** A monthly gift's page at the provider, where the donor stops it. */
  manage_link: string | null;
}

/**
 * A gift's receipt, in the language of the page it was given from: the amount as that language writes it,
 * the date, the reference, the charity's registration (CHARITY_REGISTRATION) and, for a monthly gift, the
 * provider's page to stop it.
 */
export async function giftReceiptMail(gift: GiftReceipt): Promise<OutgoingMail> {
  const locale = mailLocale(gift.locale);
  const w = (await mailWords(locale)).receipt;
  const site = siteOf('acn', locale);
  const { intl } = LANGUAGES[locale];
  const amount = formatGift(gift.amount_minor, gift.currency, intl);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(gift.paid_at ?? Date.now()))
    .replace(/\u202f/g, '\u00a0');
  const registration = env().CHARITY_REGISTRATION;
  const lines = [
    gift.donor_name ? fill(w.greeting, { name: gift.donor_name }) : w.greetingAnonymous,
    '',
    fill(gift.frequency === 'monthly' ? w.thanksMonthly : w.thanks, { site: site.name }),
    '',
    `${w.amount} ${amount}`,
    `${w.date} ${date}`,
    `${w.reference} ${gift.reference}`,
    ...(gift.frequency !== 'monthly' ? [] : gift.manage_link ? ['', w.stop, gift.manage_link] : ['', w.stopLater]),
    '',
    ...(registration ? [fill(w.registration, { site: site.name, registration })] : []),
    w.keep,
  ];
  const html = lines
    .map((line) => (line === gift.manage_link ? `<a href="${escape(line)}">${escape(line)}</a>` : escape(line)))
    .join('<br>');
  return {
    purpose: 'receipt',
    ref: gift.reference,
    recipient: gift.email,
    subject: fill(w.subject, { site: site.name }),
    text: `${lines.join('\n')}\n\n--\n${site.name}\n${site.home}\n`,
    html: frame(site.name, `<p>${html}</p>`, escape(site.home), locale),
  };
}

/** The note a site's addresses get of a gift received: its amount and reference, never the donor's data. */
export function giftNotificationMail(
  gift: { reference: string; frequency: string; currency: string; amount_minor: number },
  address: string,
): OutgoingMail {
  const site = siteOf('acn');
  const amount = formatGift(gift.amount_minor, gift.currency, LANGUAGES[DEFAULT_LOCALE].intl);
  const what = gift.frequency === 'monthly' ? 'A monthly gift' : 'A gift';
  return {
    purpose: 'notify',
    ref: `gift:${gift.reference}`,
    recipient: address,
    subject: `${what} received on ${site.name}: ${amount}`,
    text: `${what} of ${amount} (reference ${gift.reference}) was received on ${site.name}. The console's Donations page lists it (sign-in needed):\n${siteUrl()}/admin/donations\n`,
  };
}

/**
 * The link to stop a monthly gift, sent once the provider has made its subscription, when that came after
 * the first charge's receipt (which then said the link would follow).
 */
export async function giftManageMail(gift: GiftReceipt & { manage_link: string }): Promise<OutgoingMail> {
  const locale = mailLocale(gift.locale);
  const w = (await mailWords(locale)).receipt;
  const site = siteOf('acn', locale);
  return {
    purpose: 'gift-manage',
    ref: gift.reference,
    recipient: gift.email,
    subject: fill(w.manageSubject, { site: site.name }),
    text: `${w.stop}\n${gift.manage_link}\n\n${w.reference} ${gift.reference}\n\n--\n${site.name}\n${site.home}\n`,
    html: frame(
      site.name,
      `<p>${escape(w.stop)}<br><a href="${escape(gift.manage_link)}">${escape(gift.manage_link)}</a></p><p>${escape(w.reference)} ${escape(gift.reference)}</p>`,
      escape(site.home),
      locale,
    ),
  };
}
