import { KEPT_AT_HEADER } from '../lib/offline/names';
import { expect, type Page } from './fixtures';

/* What the service worker's specs ask of the device: whether it keeps a page, and how old its copies seem. */

/**
 * Asks the page a question (`ask`, a page.evaluate). A page the worker showed from the device reloads itself
 * once the server's newer copy arrives (components/layout/kept-notice.tsx): a question asked across that reload
 * is asked again once the page has loaded.
 */
export async function askPage<R>(page: Page, ask: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** Waits until the worker controls the page and keeps the page at `path` on the device. */
export async function keptOnDevice(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await expect
    .poll(() =>
      askPage(page, () =>
        page.evaluate(async (p) => {
          for (const name of await caches.keys())
            if (name.startsWith('pages-') && (await (await caches.open(name)).match(p))) return true;
          return false;
        }, path),
      ),
    )
    .toBe(true);
}

/** Makes every page the device keeps `ms` older, as if the visitor read them that long ago. */
export const ageKeptPages = (page: Page, ms: number) =>
  page.evaluate(
    async ({ age, header }) => {
      for (const name of await caches.keys()) {
        if (!name.startsWith('pages-')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const kept = await cache.match(request);
          if (!kept) continue;
          const headers = new Headers(kept.headers);
          headers.set(header, String(Number(headers.get(header)) - age));
          await cache.put(request, new Response(await kept.arrayBuffer(), { status: kept.status, headers }));
        }
      }
    },
    { age: ms, header: KEPT_AT_HEADER },
  );
