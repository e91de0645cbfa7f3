/*
 * The site's languages. English is the default and keeps the addresses it always had; every other
 * language is the same path under its prefix (/fr/…, /ha/…). Adding a language is its catalogs in
 * messages/<code>/ and one row of LANGUAGES.
 */

/**
 * The languages, one row each: how each is named in its own words (the switcher), its Intl tag (dates,
 * numbers, naira) and its Open Graph locale. A new language is a row here and its
 * catalogs; `tests/fourth-language.test.ts` adds one to a copy of the project and checks that nothing else is needed.
 */
export const LANGUAGES = {
  en: { name: 'English', intl: 'en-GB', og: 'en_GB' },
  fr: { name: 'Français', intl: 'fr-FR', og: 'fr_FR' },
  ha: { name: 'Hausa', intl: 'ha-NG', og: 'ha_NG' },
} as const satisfies Record<string, { name: string; intl: string; og: string }>;

export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A value as one of the site's languages: anything else (a segment, a stored or posted value) is English. */
export const asLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The prefixes of the languages other than the default, as a regular expression's alternatives (fr|ha). */
export const PREFIXED = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|');

/*
 * A page's address in a language, as next-intl's routing gives it (lib/i18n/routing.ts: as-needed, English without
 * a prefix): tests/i18n-routing.test.ts holds these helpers to the answers of the library's own navigation
 * (createNavigation's getPathname), which the site does not load at run time:
 * - anywhere in a page's graph, even on the server only, it names its Link as a client component, and that brings
 *   use-intl's message formatter and ICU parser into every page's scripts; its Link and usePathname also need a
 *   NextIntlClientProvider in the browser;
 * - proxy.ts: Next bundles it with next-intl's server navigation, which reads the page's root params, and a
 *   proxy has none;
 * - the service worker, and the services, formats and mail the scripts run too: outside Next's bundler, it does
 *   not load (it imports next/navigation, which plain Node cannot resolve).
 * splitLocale reads a raw path, which the library does only inside its middleware and usePathname.
 */

/** The address of `path` (a site path, as English has it) in `locale`: getPathname's answer, English unprefixed. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  return path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * A path's language and the path as English has it: `/fr/faq` → fr and `/faq`; `/en/faq` (the build's own) → en
 * and `/faq`. The split next-intl's middleware and usePathname make, which the library keeps to themselves.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Paths that are the same in every language: the API, uploads, the console, the build's and public/ files. */
const SHARED_PATHS = /^\/(?:api|media|admin|images|og|_next)(?:[/?#]|$)|^\/[^/?#]+\.[a-z]+(?:[?#]|$)/;

/** A link's href on a page in `locale`: the site's own pages in that language; anything else as it is. */
export function localizedHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//') || SHARED_PATHS.test(href))
    return href;
  return localePath(locale, href);
}
