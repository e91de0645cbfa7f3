import type { BrowserContext, CDPSession } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { fillPerson, queryDb, unique } from './helpers';
import { askPage, keptOnDevice } from './kept';

/*
 * The service worker (lib/offline/worker.ts) under Playwright's offline mode, which Playwright 1.64 applies to
 * the worker's own requests too (its network manager emulates the condition on the worker's target): pages read
 * once open offline, others give the offline page, and forms sent offline are stored once when the connection
 * returns. The rest of the suite blocks the worker (playwright.config.ts).
 */

test.use({ serviceWorkers: 'allow' });

/** The addresses in the caches whose name starts with `prefix`, as path and query. */
const addressesIn = (page: Page, prefix: string) =>
  askPage(page, () =>
    page.evaluate(async (start) => {
      const found: string[] = [];
      for (const name of await caches.keys())
        if (name.startsWith(start))
          for (const request of await (await caches.open(name)).keys()) {
            const url = new URL(request.url);
            found.push(url.pathname + url.search);
          }
      return found;
    }, prefix),
  );

/** Every address in every cache the worker keeps, as path and query. */
const cachedAddresses = (page: Page) => addressesIn(page, '');

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
  // A French page read: the device keeps the French offline page from then on.
  await page.goto('/fr/contact');
  await keptOnDevice(page, '/fr/contact');
  await expect.poll(() => addressesIn(page, 'offline-')).toContain('/fr/offline');

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

test('a form on a page opened offline, whose checks this device never loaded, keeps what is sent', async ({
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
  // Unchecked on the device: the server checks it when the worker sends it (e2e/offline-forms.spec.ts).
  await expect(form.getByRole('status')).toContainText('will be sent as soon as the connection returns');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(await messages(email)).toBe(0);
  await context.setOffline(false);
  await expect.poll(() => messages(email), { timeout: 15_000 }).toBe(1);
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
  // No query at all: a search is the one query kept, and none was run here.
  expect(cached.filter((a) => a.includes('?'))).toEqual([]);
});

test('a search read once is kept: it reopens offline and the offline page lists it', async ({ page, context }) => {
  await page.goto('/edu-africa/products');
  const search = page.getByRole('search', { name: 'Courses' });
  await search.getByRole('searchbox', { name: 'Search courses' }).fill('hausa');
  await search.getByRole('button', { name: 'Find Courses' }).click();
  await expect(page).toHaveURL(/\/edu-africa\/products\?q=hausa$/);
  // The page the search box led to was not the worker's yet: read it again, as a returning visitor would.
  await page.goto('/edu-africa/products?q=hausa');
  await keptOnDevice(page, '/edu-africa/products?q=hausa');
  const title = await page.title();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // Another query on the same page is not a search of the site's own: never kept.
  await page.goto('/edu-africa/products?q=hausa&utm_source=newsletter');
  await page.goto('/join-us?role=volunteers');

  await context.setOffline(true);
  await page.goto('/edu-africa/products?q=hausa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const link = page.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', '/edu-africa/products?q=hausa');
  await link.click();
  await expect(page).toHaveTitle(title);

  const kept = await addressesIn(page, 'pages-');
  expect(kept).toContain('/edu-africa/products?q=hausa');
  expect(kept.filter((a) => a.includes('?') && a !== '/edu-africa/products?q=hausa')).toEqual([]);
});

test('a first visit keeps only its language’s offline page and the fonts it used; that page works offline', async ({
  page,
  context,
}) => {
  await page.goto('/fr/faq');
  await keptOnDevice(page, '/fr/faq');
  await expect.poll(() => addressesIn(page, 'offline-')).toEqual(['/fr/offline']);
  const all = await cachedAddresses(page);
  expect(all.filter((a) => /\/offline(?:\?|$)/.test(a))).toEqual(['/fr/offline']);
  const used = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.woff2')),
  );
  const fonts = all.filter((a) => a.endsWith('.woff2'));
  expect(fonts.filter((f) => !used.includes(f))).toEqual([]);
  const title = await page.title();

  // Offline, a French page never read is the French offline page, listing the page kept (its scripts run).
  await context.setOffline(true);
  await page.goto('/fr/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // A language none of whose pages was read falls back on the offline page the device has.
  await page.goto('/ha/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();

  // A Hausa page read: its offline page is kept too.
  await context.setOffline(false);
  await page.goto('/ha/faq');
  await keptOnDevice(page, '/ha/faq');
  await expect.poll(async () => (await addressesIn(page, 'offline-')).sort()).toEqual(['/fr/offline', '/ha/offline']);
});

test('a picture the first page loads once the worker is registering is kept too', async ({ page, context }) => {
  // The lazy pictures below the fold are asked for at the load event, when the worker registers, and answered
  // only once it controls the page: they finish after the page handed the worker what it had loaded.
  let controlled!: () => void;
  const ready = new Promise<void>((resolve) => (controlled = resolve));
  const fromThePage: string[] = [];
  await context.route(/\/images\/people\/[^/?]+\.svg$/, async (route) => {
    if (!route.request().serviceWorker()) fromThePage.push(new URL(route.request().url()).pathname);
    await ready;
    await route.continue();
  });
  await page.addInitScript(() =>
    addEventListener('load', () => scrollTo(0, document.documentElement.scrollHeight), { once: true }),
  );
  await page.goto('/acn/home');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  controlled();
  await keptOnDevice(page, '/acn/home');
  expect(fromThePage.length).toBeGreaterThan(0);
  await expect.poll(() => addressesIn(page, 'pictures')).toEqual(expect.arrayContaining(fromThePage));
});

test('a page the site withdrew or moved is dropped from the device, and its answer shown', async ({
  page,
  context,
}) => {
  await page.goto('/faq');
  await keptOnDevice(page, '/faq');
  await page.goto('/contact');
  await keptOnDevice(page, '/contact');
  await page.goto('/teams');
  await keptOnDevice(page, '/teams');

  // The server now answers /faq 410 and sends /contact elsewhere; /teams fails for now (503), and is kept.
  await context.route(/\/faq$/, (route) => route.fulfill({ status: 410, contentType: 'text/plain', body: 'Gone' }));
  await context.route(/\/contact$/, (route) => route.fulfill({ status: 308, headers: { location: '/events' } }));
  await page.goto('/faq');
  await expect(page.locator('body')).toHaveText('Gone');
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/events$/);
  await expect.poll(() => addressesIn(page, 'pages-')).not.toContain('/faq');
  await expect.poll(() => addressesIn(page, 'pages-')).not.toContain('/contact');

  await context.route(/\/teams$/, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Later' }));
  await page.goto('/teams');
  await expect(page.locator('body')).toHaveText('Later');
  expect(await addressesIn(page, 'pages-')).toContain('/teams');
});
