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
 * Code Next bundles gets a page's address in a language from next-intl (getPathname, Link, redirect,
 * usePathname: lib/i18n/navigation.ts, over the routing of lib/i18n/routing.ts). localePath is for what cannot
 * load the library's navigation: proxy.ts (Next bundles it with the server build of next-intl, which reads the
 * page's root params, and a proxy has none), the service worker, and the services, formats and mail the scripts
 * run too (outside Next's bundler, next-intl's navigation does not load). splitLocale reads a raw path (the proxy,
 * the worker, the not-found page), which the library does only inside its middleware and usePathname.
 * tests/i18n-routing.test.ts holds both to its answers.
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
