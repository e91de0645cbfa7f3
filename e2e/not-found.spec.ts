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

test('a missing French news item answers 404 inside the network’s frame, in French', async ({ page }) => {
  const answer = await page.goto('/fr/acn/about/acn-news/no-such-item');
  expect(answer?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'African Child Network' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page introuvable');
});
