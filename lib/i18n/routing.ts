import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * The site's routing, as next-intl reads it: every language of LANGUAGES, English the default and without a
 * prefix (as-needed). next.config.ts's rewrites give the unprefixed addresses to the English tree from it, and
 * the addresses lib/i18n/locales.ts gives links, redirects and the language switcher are held to the library's
 * navigation over it (tests/i18n-routing.test.ts).
 *
 * No next-intl middleware runs: proxy.ts matches only the few requests it has work for, since a proxy costs
 * each request it matches. So the address alone says the language: no cookie is set or read, no
 * Accept-Language header picks one, and the alternate links are the pages' own (lib/seo/metadata.ts).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});

/** The routes outside the [locale] tree, which are the same in every language: the API, uploads, the console, the build's files. */
const OWN_ROUTES = ['api', 'media', 'admin', '_next'];

/**
 * The default language's addresses: the home page and every address without a language prefix go to its tree
 * (/faq is served by /en/faq), tried after the files and routes outside the [locale] tree (/_next, public/, the
 * sitemap, robots, the icons, the console's static pages). What next-intl's middleware would rewrite on every
 * request, done by Next's own routing instead.
 */
export function defaultLocaleRewrites(): { source: string; destination: string }[] {
  const own = [...routing.locales, ...OWN_ROUTES].join('|');
  return [
    { source: '/', destination: `/${routing.defaultLocale}` },
    { source: `/:path((?!(?:${own})(?:/|$)).+)`, destination: `/${routing.defaultLocale}/:path` },
  ];
}
