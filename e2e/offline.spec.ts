import type { BrowserContext, CDPSession } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { fillPerson, queryDb, unique } from './helpers';

/*
 * The service worker (lib/offline/worker.ts) under Playwright's offline mode, which Playwright 1.64 applies to
 * the worker's own requests too (its network manager emulates the condition on the worker's target): pages read
 * once open offline, others give the offline page, and forms sent offline are stored once when the connection
 * returns. The rest of the suite blocks the worker (playwright.config.ts).
 */

test.use({ serviceWorkers: 'allow' });

/** Every address in every cache the worker keeps, as path and query. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        found.push(url.pathname + url.search);
      }
    return found;
  });

/** Waits until the worker controls the page and keeps the page at `path` on the device. */
async function keptOnDevice(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await expect
    .poll(() =>
      page.evaluate(async (p) => {
        for (const name of await caches.keys())
          if (name.startsWith('pages-') && (await (await caches.open(name)).match(p))) return true;
        return false;
      }, path),
    )
    .toBe(true);
}

/** The pictures the page shows, loaded (not drawings written into the HTML as data: addresses). */
const shownPictures = (page: Page) =>
  page.$$eval('img', (images) =>
    images
      .filter((i) => i.complete && i.naturalWidth > 0 && !i.currentSrc.startsWith('data:'))
      .map((i) => new URL(i.currentSrc).pathname),
  );

test('a page read once opens offline with its words and its pictures', async ({ page, context }) => {
  await page.goto('/teams');
  await keptOnDevice(page, '/teams');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const pictures = await shownPictures(page);
  expect(pictures.length).toBeGreaterThan(0);
  // Reloaded once online, every file the page loads now comes through the worker, which keeps it.
  await page.reload();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect.poll(() => shownPictures(page)).toEqual(expect.arrayContaining(pictures));
});

test('a page never read gives the offline page of its language, which lists and opens the pages kept', async ({
  page,
  context,
}) => {
  await page.goto('/faq');
  await keptOnDevice(page, '/faq');
  const title = await page.title();

  await context.setOffline(true);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByRole('link', { name: title });
  await expect(kept).toBeVisible();
  // The address stays the one asked for, to be read once online.
  expect(new URL(page.url()).pathname).toBe('/events');

  await page.goto('/fr/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  // An English page listed on the French offline page is marked as English.
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveTitle(title);
});

test('offline, a link between pages read before opens the kept page', async ({ page, context }) => {
  await page.goto('/contact');
  await keptOnDevice(page, '/contact');
  await page.goto('/faq');
  await keptOnDevice(page, '/faq');
  await context.setOffline(true);
  // Next fetches the next page's payload, fails without signal and opens the address as a whole page.
  await page.locator('a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
});

const messages = async (email: string) =>
  (await queryDb<{ n: number }>('select cast(count(*) as integer) as n from contact_messages where email = ?', email))
    ?.n;
const volunteers = async (email: string) =>
  (
    await queryDb<{ n: number }>(
      "select cast(count(*) as integer) as n from applications where kind = 'volunteer' and email = ?",
      email,
    )
  )?.n;

test('a message sent offline, with two taps on Send, is stored once when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await keptOnDevice(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = unique('offline-contact');
  // Written with signal (the form's checks load on its first touch), sent once it is lost.
  await fillPerson(page, form, email);
  await form.getByLabel('Message').fill('Written on a bus; the signal went before Send.');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // Two taps before the first is answered: the same values, sent twice under one key.
  await form.evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  const notice =
    'You are offline. What you sent is kept on this device and will be sent as soon as the connection returns.';
  await expect(form.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect(await messages(email)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => messages(email), { timeout: 15_000 }).toBe(1);
  // A later page opens with nothing left to send.
  await page.goto('/faq');
  await page.waitForTimeout(500);
  expect(await messages(email)).toBe(1);
});

/** The worker's registration id, for DevTools' ServiceWorker domain. */
async function registrationOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

const goOnline = (context: BrowserContext) => context.setOffline(false);

test('a volunteer application sent offline is stored once, however often the sync fires', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/join-us?role=volunteers');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationOf(cdp);
  const form = page.getByRole('form', { name: 'Become a volunteer' });
  const email = unique('offline-volunteer');
  await fillPerson(page, form, email);
  await form.getByLabel('Why would you like to volunteer?').fill('I can teach reading on weekends.');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Apply as a volunteer' }).click();
  await expect(form.getByRole('status')).toContainText('will be sent as soon as the connection returns');
  expect(await volunteers(email)).toBe(0);

  // Back online, the page says so and Background Sync fires, twice, all at once.
  const sync = () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseURL!).origin,
      registrationId,
      tag: 'serwist-background-sync:submissions',
      lastChance: false,
    });
  await Promise.all([goOnline(context), sync(), sync()]);
  await expect.poll(() => volunteers(email), { timeout: 15_000 }).toBe(1);
  await Promise.all([sync(), sync()]);
  await page.waitForTimeout(500);
  expect(await volunteers(email)).toBe(1);
});

test('without a worker, a form sent offline fails as before and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto('/contact');
    await page.waitForFunction(() =>
      [...document.forms].every((f) => Object.keys(f).some((k) => k.startsWith('__reactFiber'))),
    );
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Contact form' });
    const email = unique('offline-noworker');
    await fillPerson(page, form, email);
    await form.getByLabel('Message').fill('No worker here.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
  } finally {
    await context.close();
  }
});

test('a form on a page opened offline, whose checks this device never loaded, says it needs a connection', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await keptOnDevice(page, '/contact');
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() =>
    [...document.forms].every((f) => Object.keys(f).some((k) => k.startsWith('__reactFiber'))),
  );
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = unique('offline-nokit');
  await fillPerson(page, form, email);
  await form.getByLabel('Message').fill('Opened offline.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toContainText('This form needs a connection the first time');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  expect(await messages(email)).toBe(0);
});

test('the console, /api and addresses with a query are never in the worker’s caches', async ({ page }) => {
  await page.goto('/');
  await keptOnDevice(page, '/');
  await page.goto('/admin/sign-in');
  await page.evaluate(() => fetch('/api/arewahub/events/getEvents').then((r) => r.text()));
  await page.goto('/join-us?role=volunteers');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await fillPerson(page, form, unique('online-contact'));
  await form.getByLabel('Message').fill('Sent with signal.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('');
  await page.goto('/faq');
  await keptOnDevice(page, '/faq');

  const cached = await cachedAddresses(page);
  expect(cached).toContain('/contact');
  expect(cached.filter((a) => /^\/(?:[a-z]{2}\/)?(?:admin|api)(?:\/|$)/.test(a))).toEqual([]);
  expect(cached.filter((a) => a.includes('?') && !a.includes('__WB_REVISION__'))).toEqual([]);
});
