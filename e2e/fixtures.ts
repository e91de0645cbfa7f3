import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * React has hydrated the document once it listens for events on it (hydrateRoot marks its container with
 * a `_reactListening…` key), and a form once its element carries React's fiber (`__reactFiber…`). A form
 * inside a boundary whose code is still loading (join-us's lazy forms) stays server HTML until then: a press
 * on its button in that gap is the browser's own post, the no-script path, which has its own tests.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      Object.keys(document).some((key) => key.startsWith('_reactListening')) &&
      [...document.forms].every((form) => Object.keys(form).some((key) => key.startsWith('__reactFiber'))),
  );
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
