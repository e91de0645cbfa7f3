/** @jest-environment jsdom */
import { keptPages } from './kept-pages';
import { KEPT_AT_HEADER, PAGES_CACHE_PREFIX } from './names';

/**
 * A device's caches as the service worker leaves them: one cache of pages, each kept at a time. Each entry
 * is what keptPages reads of it (jsdom has no Request or Response): its address, its HTML, when it was kept.
 */
function deviceWith(pages: [path: string, title: string, keptAt: number][]) {
  const entries = pages.map(([path, title, at]) => ({
    request: { url: `https://example.org${path}` },
    response: {
      text: () => Promise.resolve(`<html><head><title>${title}</title></head><body></body></html>`),
      headers: new Map([[KEPT_AT_HEADER, String(at)]]),
    },
  }));
  const cache = {
    keys: () => Promise.resolve(entries.map((e) => e.request)),
    match: (request: { url: string }) => Promise.resolve(entries.find((e) => e.request.url === request.url)?.response),
  };
  Object.assign(globalThis, {
    caches: {
      keys: () => Promise.resolve([`${PAGES_CACHE_PREFIX}build-1`, 'fonts']),
      open: () => Promise.resolve(cache),
    },
  });
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

it('lists the pages kept on the device, newest first, never the offline page itself in any language', async () => {
  deviceWith([
    ['/offline', 'Offline', 5],
    ['/faq', 'FAQ &amp; help', 1],
    ['/fr/offline', 'Hors ligne', 6],
    ['/fr/acn/home', 'Accueil', 3],
  ]);
  expect(await keptPages()).toEqual([
    { href: '/fr/acn/home', title: 'Accueil', locale: 'fr' },
    { href: '/faq', title: 'FAQ & help', locale: 'en' },
  ]);
});
