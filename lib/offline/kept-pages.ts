import { type Locale, splitLocale } from '@/lib/i18n/locales';
import { KEPT_AT_HEADER, OFFLINE_PATH, PAGES_CACHE_PREFIX } from './names';

/** A page kept on this device: its address, its title as its HTML has it, and its language. */
export interface KeptPage {
  href: string;
  title: string;
  locale: Locale;
}

/** A page's title, from the <title> of its HTML (entities decoded), else its address. */
function titleOf(html: string, href: string): string {
  const tag = /<title[^>]*>[^<]*<\/title>/i.exec(html)?.[0];
  const title = tag ? new DOMParser().parseFromString(tag, 'text/html').title.trim() : '';
  return title || href;
}

/** The pages the service worker keeps on this device (lib/offline/worker.ts), read last first. */
export async function keptPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGES_CACHE_PREFIX));
  const pages: (KeptPage & { at: number })[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      const url = new URL(request.url);
      // The offline page itself is kept to be shown, not a page to read offline.
      if (splitLocale(url.pathname).path === OFFLINE_PATH) continue;
      // A search kept (lib/offline/names.ts isPublicSearch) is listed with its query: it is its own page.
      const href = url.pathname + url.search;
      pages.push({
        href,
        title: titleOf(await response.text(), href),
        locale: splitLocale(url.pathname).locale,
        at: Number(response.headers.get(KEPT_AT_HEADER) ?? 0),
      });
    }
  }
  return pages.sort((a, b) => b.at - a.at).map(({ href, title, locale }) => ({ href, title, locale }));
}
