import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { loadMessages } from './catalog';
import { DEFAULT_LOCALE, isLocale } from './locales';

/*
 * The language of a server render: the [locale] segment of the page's root layout, read with
 * next/root-params so pages stay static per language; an explicit locale (getTranslations({ locale }))
 * wins, as in metadata routes and route handlers, which have no root layout's params.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const fromRoute: unknown = explicit ?? (await rootLocale().catch(() => undefined));
  const locale = isLocale(fromRoute) ? fromRoute : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: 'Africa/Lagos' };
});
