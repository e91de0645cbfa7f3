import { asLocale, type Locale } from '../i18n/locales';
import type en from '../../messages/en/mail.json';

/*
 * The words of the e-mails a visitor gets (a subscription's confirmation, a newsletter's fixed parts, the
 * frame of a staff reply), one catalog per language: messages/<locale>/mail.json, which translators edit
 * like the pages' catalogs (TRANSLATIONS.md). Their `{name}` arguments are filled in as they are, with no
 * message formatter. Mail to staff (notifications, a newsletter's test note) stays in English, like the console.
 */

export type MailWords = typeof en;

/** A stored language as one of the site's: one it no longer speaks (or none) is English. */
export const mailLocale = (locale: string | null | undefined): Locale => asLocale(locale);

/** The words of the e-mails in `locale`, read from its catalog, so a language added to LOCALES needs only its file. */
export async function mailWords(locale: Locale): Promise<MailWords> {
  return ((await import(`../../messages/${locale}/mail.json`)) as { default: MailWords }).default;
}
