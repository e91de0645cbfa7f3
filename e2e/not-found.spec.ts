import { expect, test } from './fixtures';

// A page that does not exist is still a page of the site: its header, its footer, and one language, the one
// the address asked for, in the HTML the server sends.

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, locale, title, home } of [
    { path: '/no-such-page', locale: 'en', title: '404 - Page Not Found', home: 'Go Back Home' },
    { path: '/fr/no-such-page', locale: 'fr', title: '404 - Page introuvable', home: 'Retour à l’accueil' },
  ]) {
    test(`${path} answers 404 in the site's frame, in ${locale} alone`, async ({ page }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Edu Connect Africa' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByRole('link', { name: home })).toBeVisible();
      // One language: no other language's heading.
      await expect(page.getByRole('heading', { name: /^404/ })).toHaveCount(1);
    });
  }
});

// An item the server does not have, and an address no route has inside an arm: the arm's own frame.
test.describe('a missing item, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, locale, title, arm } of [
    {
      path: '/fr/acn/about/acn-news/no-such-item',
      locale: 'fr',
      title: '404 - Page introuvable',
      arm: 'African Child Network',
    },
    {
      path: '/acn/about/our-stories/no-such-story',
      locale: 'en',
      title: '404 - Page Not Found',
      arm: 'African Child Network',
    },
    { path: '/ha/arewa-hub/products/NOPE0000', locale: 'ha', title: '404 - Ba a sami shafin ba', arm: 'Arewa Hub' },
    { path: '/fr/arewa-hub/products/NOPE0000/order', locale: 'fr', title: '404 - Page introuvable', arm: 'Arewa Hub' },
    {
      path: '/events/upcoming-event-details/no-such-event',
      locale: 'en',
      title: '404 - Page Not Found',
      arm: 'Edu Connect Africa',
    },
    { path: '/ha/acn/no-such-page', locale: 'ha', title: '404 - Ba a sami shafin ba', arm: 'African Child Network' },
  ]) {
    test(`${path} answers 404 with its words in the server's HTML, in ${locale}, in the frame of ${arm}`, async ({
      page,
    }) => {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('banner').getByRole('link', { name: arm, exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }
});

test('a published item is its own page, in each language, with scripts', async ({ page }) => {
  await page.goto('/fr/acn/about/acn-news');
  const first = page.getByRole('main').locator('a[href^="/fr/acn/about/acn-news/"]').first();
  const href = await first.getAttribute('href');
  const answer = await page.goto(href!);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^404/);
});
