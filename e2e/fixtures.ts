import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * React has hydrated the document once it listens for events on it (hydrateRoot marks its container with
 * a `_reactListening…` key). From then on a click reaches its handler, even on a part still being hydrated:
 * React hydrates that part first and replays the click.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('_reactListening')));
}

/**
 * The tests' `test`: with scripts on, `page.goto` to an HTML page returns once React listens for events.
 * Playwright's goto waits for the load event, which on a busy machine came before Next hydrated the page, and
 * a click in that gap was lost (CI failed on it). Visitors' taps in that gap are the pages' own concern:
 * what must work before scripts (links, the FAQ, forms without JavaScript) has its own no-script tests.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});
