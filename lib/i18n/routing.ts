import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/*
 * English at the addresses it always had, the other languages under their prefix. No language is
 * guessed from Accept-Language or remembered in a cookie: a page's address alone says its language,
 * so one address is one cached page and crawlers see what visitors see. next.config.ts rewrites an
 * unprefixed address to the English tree (/en/…), and proxy.ts sends /en/… back to the address without it.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});
