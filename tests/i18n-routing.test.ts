import { DEFAULT_LOCALE, localePath, localizedHref, LOCALES, splitLocale } from '../lib/i18n/locales';
import { createNavigation } from 'next-intl/navigation';
import { defaultLocaleRewrites, routing } from '../lib/i18n/routing';

/*
 * The site's addresses in each language come from next-intl's routing (lib/i18n/routing.ts): English without a
 * prefix, every other language under its own. localePath, localizedHref and splitLocale serve what cannot load
 * the library's navigation (lib/i18n/locales.ts says why); they must give its answers.
 */

const { getPathname } = createNavigation(routing);

const PATHS = ['/', '/?q=a', '/faq', '/acn/about', '/join-us?role=volunteers', '/acn/feeds/news.xml', '/x#top'];

describe('a language’s addresses', () => {
  it('are English’s paths under the language’s prefix, English keeping its own', () => {
    expect(getPathname({ locale: 'en', href: '/acn/about' })).toBe('/acn/about');
    expect(getPathname({ locale: 'fr', href: '/acn/about' })).toBe('/fr/acn/about');
    expect(getPathname({ locale: 'ha', href: '/' })).toBe('/ha');
    expect(getPathname({ locale: 'ha', href: '/?q=a' })).toBe('/ha?q=a');
  });

  it('are the routing’s: every language of LANGUAGES, English the default and unprefixed', () => {
    expect([routing.locales, routing.defaultLocale, routing.localePrefix]).toEqual([
      LOCALES,
      DEFAULT_LOCALE,
      'as-needed',
    ]);
  });

  it.each(LOCALES)('in %s, are the same from localePath and localizedHref as from the library', (locale) => {
    for (const path of PATHS) {
      expect(localePath(locale, path)).toBe(getPathname({ locale, href: path }));
      expect(localizedHref(locale, path)).toBe(getPathname({ locale, href: path }));
    }
  });

  it.each(LOCALES)('in %s, split back into the language and the path as English has it', (locale) => {
    for (const path of ['/', '/faq', '/acn/about'])
      expect(splitLocale(getPathname({ locale, href: path }))).toEqual({ locale, path });
    // The build renders English under its own prefix.
    expect(splitLocale(`/${locale}/faq`)).toEqual({ locale, path: '/faq' });
  });

  it('leave what every language shares as it is: the API, uploads, the console, files, other sites', () => {
    for (const href of [
      '/api/x',
      '/media/a.webp',
      '/admin',
      '/images/logo.svg',
      '/sitemap.xml',
      'https://x.org/',
      '//x.org',
      '#top',
      'mailto:a@example.org',
    ])
      expect(localizedHref('fr', href)).toBe(href);
    expect(localizedHref('fr', '/acn/feeds/news.xml')).toBe('/fr/acn/feeds/news.xml');
    expect(localizedHref('ha', '/join-us?role=volunteers')).toBe('/ha/join-us?role=volunteers');
    expect(localizedHref('en', '/join-us?role=volunteers')).toBe('/join-us?role=volunteers');
  });
});

describe('the default language’s rewrites', () => {
  const [home, rest] = defaultLocaleRewrites();
  const pattern = new RegExp(`^/${rest!.source.replace(/^\/:path\((.*)\)$/, '$1')}$`);

  it('give the home page and every unprefixed page to the English tree', () => {
    expect(home).toEqual({ source: '/', destination: '/en' });
    expect(rest!.destination).toBe('/en/:path');
    for (const path of ['/faq', '/acn/home', '/english', '/frank', '/api-docs']) expect(path).toMatch(pattern);
  });

  it('leave another language’s pages and the routes outside the language tree alone', () => {
    for (const path of ['/fr', '/fr/faq', '/ha/acn', '/en/faq', '/api/x', '/media/a.webp', '/admin', '/_next/x'])
      expect(path).not.toMatch(pattern);
  });
});
