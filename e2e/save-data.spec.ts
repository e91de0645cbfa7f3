import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { AVIF_WIDTHS, avifSrcSet, shownAt, SMALL_PHONE, widthAddress } from '../lib/format/picture-widths';
import { HYDRATED } from '../lib/platform/save-data';
import { deferScripts } from '../lib/platform/save-data-scripts';
import { expect, test } from './fixtures';
import { queryDb, signIn } from './helpers';

/*
 * A visitor whose browser or operator's proxy sends `Save-Data: on` (lib/platform/save-data.ts): the page's
 * scripts wait until the visitor does something that needs them (lib/platform/save-data-scripts.ts), no
 * carousel moves by itself, no page is fetched ahead, pictures come smaller, and the page's HTML is the one
 * everyone gets but for its scripts, the wish named beside it. Each test has its control: the same without
 * the header.
 */

const SAVE_DATA = { 'Save-Data': 'on' };

/** A visitor's context, with the header or without it, run through the fixtures' hydration wait. */
async function visitor(
  browser: Browser,
  baseURL: string | undefined,
  headers: Record<string, string>,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, ...options });
  return { context, page: await context.newPage() };
}

/** Waits until React listens on the document, as the fixtures' goto does. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('_reactListening')));

/** Waits until the page has hydrated as the loader of a Save-Data page knows it (components/layout/hydrated-mark.tsx). */
const committed = (page: Page) =>
  page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === true, HYDRATED);

/** The build's scripts the page has asked for so far. */
function scriptsOf(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/_next\/static\/.*\.js$/.test(pathname)) fetched.push(pathname);
  });
  return fetched;
}

/**
 * Has a Save-Data page fetch its scripts and hydrate, as a key pressed on a control does (Shift, on the
 * page's first button: it changes nothing), then gives the focus back to the page.
 */
async function loadScripts(page: Page) {
  const button = page.locator('button:visible').first();
  await button.focus();
  await page.keyboard.press('Shift');
  await committed(page);
  await button.blur();
  await hydrated(page);
}

test('the page is the same HTML with and without Save-Data but for its scripts, the wish named beside it, and it varies by it', async ({
  request,
}) => {
  for (const path of ['/faq', '/acn/home', '/fr/arewa-hub/products']) {
    let plain = await request.get(path);
    let saving = await request.get(path, { headers: SAVE_DATA });
    // Other tests change records these pages show: the two answers are compared once none came between them.
    await expect
      .poll(
        async () => {
          plain = await request.get(path);
          saving = await request.get(path, { headers: SAVE_DATA });
          return (await saving.text()) === deferScripts(await plain.text());
        },
        { message: `${path}: the same HTML with and without Save-Data, but for the scripts held back` },
      )
      .toBe(true);
    expect([path, plain.headers()['server-timing'], saving.headers()['server-timing']]).toEqual([
      path,
      undefined,
      'save-data',
    ]);
    for (const reply of [plain, saving]) expect(reply.headers()['vary']).toMatch(/(^|, )Save-Data$/);
    expect(await saving.text()).not.toMatch(/<script src="\/_next\/[^"]*" async/);
    expect(await plain.text()).toMatch(/<script src="\/_next\/[^"]*" async/);
  }
});

test.describe('the carousels', () => {
  /** The testimonies' carousel on the children's network's home page: two pages of three, a turn every 5 s. */
  async function testimonies(browser: Browser, baseURL: string | undefined, headers: Record<string, string>) {
    const { context, page } = await visitor(browser, baseURL, headers, { viewport: { width: 1280, height: 900 } });
    await page.goto('/acn/home');
    // With Save-Data, what follows is the page once its scripts have run: a visitor's focus loads them.
    if (headers['Save-Data']) await loadScripts(page);
    await hydrated(page);
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    return { context, page, carousel };
  }

  test('without Save-Data the testimonies turn by themselves (the control)', async ({ browser, baseURL }) => {
    const { context, carousel } = await testimonies(browser, baseURL, {});
    await expect(carousel.getByRole('button', { name: /^Pause/ })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-page', '1', { timeout: 12_000 });
    await context.close();
  });

  test('with Save-Data they hold still over their interval, paused, and Play starts them', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, carousel } = await testimonies(browser, baseURL, SAVE_DATA);
    const play = carousel.getByRole('button', { name: /^Play/ });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(7_000);
    await expect(carousel).toHaveAttribute('data-page', '0');
    // The control still works: the visitor may have them turn after all, and stop them again.
    await play.click();
    // It holds still while the pointer is over it or the focus is in it, as for everyone.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute('data-page', '1', { timeout: 12_000 });
    await carousel.getByRole('button', { name: /^Pause/ }).click();
    await context.close();
  });
});

test.describe('no page fetched ahead', () => {
  /** The pages' RSC requests (a prefetch or a navigation), by path. */
  function pageFetches(page: Page) {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc') || request.headers()['rsc'] === '1') fetched.push(url.pathname);
    });
    return fetched;
  }

  /** Points at a product's card, then tabs to the next card's link: the two signs a link takes as intent. */
  async function pointAndFocus(page: Page, saving = false): Promise<[string, string]> {
    await page.goto('/arewa-hub/products');
    if (saving) await loadScripts(page);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const card = (i: number) => page.locator('main article').nth(i).locator('a[href^="/arewa-hub/products/"]').first();
    await card(0).hover();
    await card(1).focus();
    return [(await card(0).getAttribute('href'))!, (await card(1).getAttribute('href'))!];
  }

  test('without Save-Data, a mouse over a link or the focus on it fetches its page ahead (the control)', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, {});
    const fetched = pageFetches(page);
    const [pointed, focused] = await pointAndFocus(page);
    await expect.poll(() => [fetched.includes(pointed), fetched.includes(focused)]).toEqual([true, true]);
    await context.close();
  });

  test('with Save-Data, neither fetches anything ahead, and a click still opens the page', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, SAVE_DATA);
    const fetched = pageFetches(page);
    const [pointed] = await pointAndFocus(page, true);
    await page.waitForTimeout(1_500);
    expect(fetched).toEqual([]);
    await page.locator(`main article a[href="${pointed}"]`).click();
    await expect(page).toHaveURL(pointed);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});

/** A photo as a phone's camera makes it, with detail at a photo's scale all over. */
async function cameraPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const small = Buffer.alloc(96 * 72 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(Math.random() * 256);
  return sharp(small, { raw: { width: 96, height: 72, channels: 3 } })
    .resize(1600, 1200, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('an uploaded picture comes lighter with Save-Data, at the phone’s AVIF and a wide screen’s WebP, and says it varies', async ({
  page,
  browser,
  baseURL,
}) => {
  // Saved as a draft: its picture is stored and served as a published one's, and no public list shows it
  // while the other tests count theirs.
  await signIn(page, 'editor');
  await page.goto('/admin/posts/new?kind=story');
  await page.getByLabel('Title', { exact: true }).fill(`Save-Data photo ${Date.now()}`);
  await page.getByLabel('Caption', { exact: true }).fill('A photo as a phone takes it.');
  await page.getByLabel('Text', { exact: true }).fill('The reading club, photographed.');
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'club.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
  await page.getByLabel('What the picture shows', { exact: true }).fill('Children reading together on a bench');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  // Saving prepares the photo's widths and previews before it answers: seconds of work on a shared machine.
  const preview = page.getByRole('region', { name: 'Preview' }).locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\/[a-f0-9]{24}\.jpg$/, { timeout: 30_000 });
  const upload = (await preview.getAttribute('src'))!;

  // The picture as a page shows it (components/ui/data-image.tsx): AVIF on a small phone, WebP elsewhere.
  const sizes = shownAt(100, '48rem');
  const picture = `<picture><source type="image/avif" media="${SMALL_PHONE}" srcset="${avifSrcSet(upload)}" sizes="${sizes}"><img alt="" sizes="${sizes}" srcset="${[640, 828, 1080, 1200, 1920].map((w) => `${widthAddress(upload, w)} ${w}w`).join(', ')}" src="${widthAddress(upload, 1920)}" style="width:100%"></picture>`;
  /** The bytes of the upload's file the browser fetched for the picture, with its name and Vary. */
  async function shown(headers: Record<string, string>, options: BrowserContextOptions) {
    const { context, page: tab } = await visitor(browser, baseURL, headers, options);
    const fetched: { name: string; bytes: number; vary: string | undefined }[] = [];
    tab.on('response', async (response) => {
      const name = /^\/media\/([^/]+)$/.exec(new URL(response.url()).pathname)?.[1];
      if (name) fetched.push({ name, bytes: (await response.body()).length, vary: response.headers()['vary'] });
    });
    await tab.goto('/faq');
    await tab.locator('main').evaluate((main, html) => main.insertAdjacentHTML('afterbegin', html), picture);
    await expect.poll(() => fetched.length).toBe(1);
    await context.close();
    return fetched[0]!;
  }

  const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
  const plainPhone = await shown({}, phone);
  const savingPhone = await shown(SAVE_DATA, phone);
  // The same address, asked by the same srcset; the lighter file is the picture's preview.
  expect(plainPhone.name).toMatch(new RegExp(`-w(${AVIF_WIDTHS.join('|')})\\.avif$`));
  expect(savingPhone.name).toBe(plainPhone.name);
  for (const { vary } of [plainPhone, savingPhone]) expect(vary).toMatch(/(^|, )Save-Data$/);
  expect(savingPhone.bytes).toBeLessThan(plainPhone.bytes * 0.6);

  const wide = { viewport: { width: 1280, height: 900 } };
  const plainWide = await shown({}, wide);
  const savingWide = await shown(SAVE_DATA, wide);
  expect(plainWide.name).toMatch(/-w\d+\.webp$/);
  expect(savingWide.name).toBe(plainWide.name);
  for (const { vary } of [plainWide, savingWide]) expect(vary).toMatch(/(^|, )Save-Data$/);
  expect(savingWide.bytes).toBeLessThan(plainWide.bytes * 0.6);

  await page.getByRole('checkbox', { name: /^Delete this story for good/ }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
});

test.describe('scripts on demand', () => {
  const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

  test('without Save-Data a page fetches its scripts as it loads (the control)', async ({ browser, baseURL }) => {
    const { context, page } = await visitor(browser, baseURL, {}, phone);
    const scripts = scriptsOf(page);
    await page.goto('/fr/acn/home');
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    await context.close();
  });

  test('with Save-Data a page fetches none until a form field has the focus, keeps what was typed, and the form then works with them', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, SAVE_DATA, phone);
    const scripts = scriptsOf(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    await page.goto('/fr/acn/home');
    await page.waitForLoadState('networkidle');
    // Reading: a scroll, a finger on the text, a key that scrolls.
    await page.mouse.wheel(0, 1500);
    await page.touchscreen.tap(40, 300);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(1_500);
    expect(scripts).toEqual([]);

    const form = page.getByRole('form', { name: 'Lettre d’information' });
    const field = form.getByLabel('Votre e-mail');
    await field.focus();
    await page.keyboard.type('pas-une-adresse');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await committed(page);
    await expect(field).toHaveValue('pas-une-adresse');
    await form.getByRole('button', { name: 'S’abonner' }).click();
    // Checked in the browser, in the page's language, with nothing posted.
    await expect(form.getByRole('alert')).toContainText('adresse e-mail valide');
    expect(posts).toEqual([]);
    await context.close();
  });

  test('with Save-Data a carousel is a row to scroll until the scripts run, then its controls appear and work', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, SAVE_DATA, { viewport: { width: 1280, height: 900 } });
    const scripts = scriptsOf(page);
    await page.goto('/acn/home');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
    // No control that would do nothing: the row scrolls by itself.
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const scrollable = await carousel.evaluate((region) =>
      [...region.querySelectorAll<HTMLElement>('*')].some(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 &&
          getComputedStyle(el).overflowX !== 'hidden' &&
          getComputedStyle(el).overflowX !== 'visible',
      ),
    );
    expect(scrollable).toBe(true);
    await loadScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    // Once they have run, the carousel pages, held still as Save-Data asks, and its dots turn it.
    await expect(carousel.getByRole('button', { name: /^Play/ })).toBeVisible();
    await carousel.getByRole('group').getByRole('button').nth(1).click();
    await expect(carousel).toHaveAttribute('data-page', '1');
    await context.close();
  });

  test('with Save-Data a form sent before any script has run is posted the no-script way and stored', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser, baseURL, SAVE_DATA, phone);
    // The scripts a tap asks for never arrive: the post is the page's own.
    await page.route('**/_next/static/**/*.js', () => undefined);
    await page.goto('/acn/home');
    const email = `save-data.${Date.now()}@example.org`;
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Your email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/#sent-/);
    await expect(page.locator('[id^="sent-"]:target')).toBeVisible();
    await expect.poll(() => queryDb('select website from subscribers where email = ?', email)).toBeDefined();
    await context.close();
  });
});
