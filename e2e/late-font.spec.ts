import { expect, test } from './fixtures';

// On slow mobile data the web font arrives after the page has painted with a system font. Swapping Inter in
// then re-wrapped text (on /join-us the opening paragraph, four lines to three) and moved everything under it:
// CLS 0.04 on /join-us and 0.11 on / with the font held back 1.5 s, as in Chrome on Android, which has no
// Arial for a fallback sized to Inter. A font that comes late is left for the next page load instead.

test.use({ viewport: { width: 412, height: 823 } });

for (const path of ['/join-us', '/']) {
  test(`on ${path}, a web font that arrives late moves nothing`, async ({ page }) => {
    let fontServed!: () => void;
    const served = new Promise<void>((resolve) => (fontServed = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((wait) => setTimeout(wait, 1_500));
      await route.continue();
      fontServed();
    });
    await page.goto(path);
    await served;
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          // A few frames after the font is there, for a swap to be laid out.
          setTimeout(() => resolve(total), 1_000);
        }),
    );
    expect(shifted).toBe(0);
  });
}
