import type { BrowserContext } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { expectToast, fillPerson, queryDb, unique } from './helpers';
import { keptOnDevice } from './kept';

/*
 * Forms whose own code was never downloaded when the signal went: the footer's newsletter form (its real form
 * loads on first use) and a contact form first touched offline (its checks, the form kit, load on first touch).
 * What is sent is kept on the device all the same (lib/offline/hand-over.ts) and stored once when the signal
 * returns, and the form's code downloads then, without a reload (lib/platform/import-once.ts).
 */

test.use({ serviceWorkers: 'allow' });

const KEPT =
  'You are offline. What you sent is kept on this device and will be sent as soon as the connection returns.';

const subscribers = async (email: string) =>
  (await queryDb<{ n: number }>('select cast(count(*) as integer) as n from subscribers where email = ?', email))?.n;
const messages = async (email: string) =>
  (await queryDb<{ n: number }>('select cast(count(*) as integer) as n from contact_messages where email = ?', email))
    ?.n;

/** Waits until the worker controls the page and keeps it on the device, and the page is quiet. */
async function keptAndQuiet(page: Page) {
  await keptOnDevice(page, new URL(page.url()).pathname);
  await page.waitForLoadState('networkidle');
}

/** Goes offline, and gathers the page's scripts that then fail to download (the form's code). */
async function goOffline(page: Page, context: BrowserContext) {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failed.push(request.url());
  });
  await context.setOffline(true);
  return failed;
}

/** A mark on the page's window: still there, the page was not reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

test('a footer subscription sent offline before its form downloaded is stored once, and the form works again', async ({
  page,
  context,
}) => {
  await page.goto('/acn/home');
  await keptAndQuiet(page);
  await mark(page);
  const failed = await goOffline(page, context);
  const footer = page.getByRole('form', { name: 'Newsletter' });
  const email = unique('offline-footer');
  await footer.getByLabel('Your email').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  await expect(footer.getByLabel('Your email')).toHaveValue('');
  expect(failed.length, 'the real form could not be downloaded').toBeGreaterThan(0);
  expect(await subscribers(email)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => subscribers(email), { timeout: 15_000 }).toBe(1);

  // The same form, without a reload, now subscribes with signal, and says so.
  const next = unique('online-footer');
  await footer.getByLabel('Your email').fill(next);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Message Sent Successfully');
  await expect.poll(() => subscribers(next)).toBe(1);
  expect(await marked(page)).toBe(true);
  expect(await subscribers(email)).toBe(1);
});

test('a footer form that failed to download offline works on the next page a link opens', async ({ page, context }) => {
  await page.goto('/acn/home');
  await keptAndQuiet(page);
  await mark(page);
  await goOffline(page, context);
  const email = unique('offline-then-link');
  const footer = page.getByRole('form', { name: 'Newsletter' });
  await footer.getByLabel('Your email').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status').filter({ hasText: KEPT })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => subscribers(email), { timeout: 15_000 }).toBe(1);
  await page.getByRole('contentinfo').locator('a[href="/acn/about"]').first().click();
  await expect(page).toHaveURL(/\/acn\/about$/);
  const next = unique('after-link');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your email').fill(next);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Message Sent Successfully');
  await expect.poll(() => subscribers(next)).toBe(1);
  expect(await marked(page), 'the link opened the page without a reload').toBe(true);
});

test('a contact form first touched offline keeps the message and it is stored once online', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await keptAndQuiet(page);
  const failed = await goOffline(page, context);
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = unique('offline-first-touch');
  await fillPerson(page, form, email);
  await form.getByLabel('Message').fill('Typed on a page read before, after the signal went.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status').filter({ hasText: KEPT })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect(failed.length, 'the form’s checks could not be downloaded').toBeGreaterThan(0);
  expect(await messages(email)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => messages(email), { timeout: 15_000 }).toBe(1);
  await page.goto('/faq');
  await page.waitForTimeout(500);
  expect(await messages(email)).toBe(1);
});

test('a footer subscription kept offline and refused once sent is announced, and the footer fills it in again', async ({
  page,
  context,
}) => {
  await page.goto('/acn/home');
  await keptAndQuiet(page);
  await goOffline(page, context);
  const footer = page.getByRole('form', { name: 'Newsletter' });
  const email = unique('refused-footer');
  await footer.getByLabel('Your email').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status').filter({ hasText: KEPT })).toBeVisible();

  // The server refuses the worker's send (the page's own posts never reach it: the page was offline).
  const api = '**/api/suscribe/addSuscriber';
  await context.route(api, (route) =>
    route.request().serviceWorker()
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Email must be a valid e-mail address' }),
        })
      : route.continue(),
  );
  await context.setOffline(false);
  const notice = page.getByRole('alert').filter({ hasText: 'Not accepted' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await context.unroute(api);

  // Its link opens the page again, whose footer holds the address as it was typed and says it was not accepted.
  const opened = page.waitForEvent('load');
  await notice.getByRole('link', { name: 'Newsletter' }).click();
  await opened;
  await expect(footer.getByLabel('Your email')).toHaveValue(email);
  await expect(footer.getByRole('alert')).toContainText('the server did not accept it');
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(await subscribers(email)).toBe(0);
});

test('without a worker, a footer form whose code fails to download is posted by the browser itself', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto('/acn/home');
    await page.waitForFunction(() =>
      [...document.forms].every((f) => Object.keys(f).some((k) => k.startsWith('__reactFiber'))),
    );
    // With signal, but the real form's file does not come (a flaky network, a file gone with a new build).
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    const footer = page.getByRole('form', { name: 'Newsletter' });
    const email = unique('no-worker-footer');
    await footer.getByLabel('Your email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/acn\/home#sent-subscribe-acn$/);
    await expect(page.locator('[id^="sent-"]:target')).toBeVisible();
    await expect.poll(() => subscribers(email)).toBe(1);
    expect(page.url()).not.toContain(encodeURIComponent(email));
  } finally {
    await context.close();
  }
});
