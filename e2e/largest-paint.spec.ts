import PAGE_KINDS from '../scripts/page-kinds.json';
import { expect, test } from './fixtures';

// On a phone, a list page's largest paint is often its first card's picture. A lazy picture starts only after
// layout, behind the page's scripts (on /events under Lighthouse's network throttling: 785 ms waiting, 2.6 s in
// all), so whatever picture is the largest paint must be fetched at once: preloaded with high priority and not lazy,
// unless it is one of the site's own drawings, which comes written into the HTML. (An upload's cover: admin.spec.ts.)

test.use({ viewport: { width: 375, height: 812 } });

// One route of every kind of page: the benchmark's list.
for (const path of PAGE_KINDS) {
  test(`on a phone, ${path}'s largest paint is not a picture left to load late`, async ({ page }) => {
    await page.goto(path);
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; url: string; loading: string | null }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
            resolve({
              tag: entry.element?.tagName ?? '',
              url: entry.url,
              loading: entry.element?.getAttribute('loading') ?? null,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    if (largest.tag !== 'IMG') return; // text, painted with the HTML and its stylesheet
    if (largest.url.startsWith('data:image/svg+xml,')) return; // one of the site's drawings, written into the HTML
    expect(largest.loading, `${largest.url} is lazy`).not.toBe('lazy');
    // Preloaded by its address, or by the widths the optimizer offers (an upload), and first in line.
    const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
      links.map((l) => ({
        urls: [
          (l as HTMLLinkElement).href,
          ...(l.getAttribute('imagesrcset') ?? '')
            .split(',')
            .map((c) => new URL(c.trim().split(' ')[0]!, location.href).href),
        ],
        priority: l.getAttribute('fetchpriority'),
      })),
    );
    const preload = preloads.find((p) => p.urls.includes(largest.url));
    expect(preload, `${largest.url} is not preloaded`).toBeDefined();
    expect(preload!.priority).toBe('high');
  });
}
