import { NEWSLETTER_WEBSITES, type NewsletterWebsite } from '../api/constants';
import { API_NAME, ARMS, type ArmKey } from '../content/arms';
import { env, siteUrl } from '../platform/env';
import { confirmUrl, oneClickUrl, unsubscribeUrl } from './links';

/*
 * The e-mails the site sends, as data for the outbox (lib/services/outbox.ts): each to one recipient,
 * with a plain-text part and, where there is formatting, an HTML part. No tracking pixels, no remote
 * pictures but the newsletter's own.
 */

export interface OutgoingMail {
  /** confirm | newsletter | reply | notify | test */
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

/** The site (the group or an arm) a subscription, newsletter or submission belongs to. */
export function siteOf(website: string): { name: string; home: string } {
  const key = (Object.keys(API_NAME) as ArmKey[]).find((k) => API_NAME[k] === website.toLowerCase());
  const arm = ARMS[key ?? 'group'];
  return { name: arm.name, home: `${siteUrl()}${arm.home}` };
}

/** The name of the site whose newsletter a `done` page speaks of: only one of the sites' newsletters, never the address's own text. */
export function newsletterSiteName(done: string | undefined): string | undefined {
  return (NEWSLETTER_WEBSITES as readonly string[]).includes(done ?? '') ? siteOf(done!).name : undefined;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Newsletter = {
  id: string;
  website: string;
  subject: string;
  body_markdown: string;
  body_html: string;
  image: string | null;
};

/**
 * A newsletter's HTML as e-mail carries it: its picture above the text, and every address of this site
 * made absolute (a mail program has no page to resolve `/media/…` against).
 */
function newsletterHtml(newsletter: Newsletter): string {
  const picture = newsletter.image
    ? `<p><img src="${escape(newsletter.image)}" alt="" width="600" style="max-width:100%;height:auto"></p>`
    : '';
  return `${picture}${newsletter.body_html}`.replace(/(src|href)="\//g, `$1="${siteUrl()}/`);
}

/** A small HTML frame around the body: readable in every mail program, nothing fetched. */
function frame(siteName: string, body: string, footer: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(siteName)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:40rem;margin:0 auto;padding:1rem"><p style="font-weight:bold">${escape(siteName)}</p>${body}<hr style="border:none;border-top:1px solid #ccc;margin:2rem 0 1rem"><p style="font-size:0.85rem;color:#555">${footer}</p></body></html>`;
}

export function confirmationMail(subscriber: { id: string; email: string; website: NewsletterWebsite }): OutgoingMail {
  const site = siteOf(subscriber.website);
  const link = confirmUrl(subscriber.id);
  return {
    purpose: 'confirm',
    ref: subscriber.id,
    recipient: subscriber.email,
    subject: `Confirm your subscription to ${site.name}`,
    text: `Someone, we hope you, asked for ${site.name}'s newsletter at this address.\n\nTo receive it, confirm here:\n${link}\n\nIf it was not you, ignore this e-mail: you will receive nothing more.\n`,
    html: frame(
      site.name,
      `<p>Someone, we hope you, asked for ${escape(site.name)}'s newsletter at this address.</p><p><a href="${escape(link)}">Confirm my subscription</a></p>`,
      'If it was not you, ignore this e-mail: you will receive nothing more.',
    ),
  };
}

export function newsletterMail(newsletter: Newsletter, subscriber: { id: string; email: string }): OutgoingMail {
  const site = siteOf(newsletter.website);
  const leave = unsubscribeUrl(subscriber.id);
  return {
    purpose: 'newsletter',
    ref: newsletter.id,
    recipient: subscriber.email,
    subject: newsletter.subject,
    text: `${newsletter.body_markdown}\n\n--\nYou receive this because you subscribed to ${site.name}'s newsletter. Unsubscribe: ${leave}\n`,
    html: frame(
      site.name,
      newsletterHtml(newsletter),
      `You receive this because you subscribed to ${escape(site.name)}'s newsletter. <a href="${escape(leave)}">Unsubscribe</a>`,
    ),
    // RFC 8058: a mail program's own unsubscribe button posts to this address, without a page.
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(subscriber.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function testNewsletterMail(newsletter: Newsletter, staffEmail: string): OutgoingMail {
  const site = siteOf(newsletter.website);
  return {
    purpose: 'test',
    ref: `${newsletter.id}:${Date.now()}`,
    recipient: staffEmail,
    subject: `[Test] ${newsletter.subject}`,
    text: `${newsletter.body_markdown}\n\n--\nA test of a newsletter to ${site.name}'s subscribers; theirs will carry their own unsubscribe link.\n`,
    html: frame(
      site.name,
      newsletterHtml(newsletter),
      `A test of a newsletter to ${escape(site.name)}'s subscribers; theirs will carry their own unsubscribe link.`,
    ),
  };
}

export function replyMail(
  message: { id: string; arm: string; email: string; first_name: string; message: string },
  reply: { id: string; body: string },
): OutgoingMail {
  const site = siteOf(message.arm);
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    purpose: 'reply',
    ref: reply.id,
    recipient: message.email,
    subject: `Re: your message to ${site.name}`,
    text: `Dear ${message.first_name},\n\n${reply.body}\n\n--\n${site.name}\n${site.home}\n\nYou wrote:\n${quoted}\n`,
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
