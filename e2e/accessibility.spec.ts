import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/* Automated WCAG 2.2 A and AA checks (axe-core) on a page of every kind, on desktop and phone. */

const PAGES = [
  '/',
  '/contact',
  '/faq',
  '/feedback',
  '/join-us?role=champions',
  '/teams',
  '/events',
  '/events/upcoming-event-details/EVT00001',
  '/code-of-conduct',
  '/edu-africa/home',
  '/edu-africa/products?q=hausa',
  '/edu-africa/team',
  '/edu-africa/contact',
  '/edu-africa/terms',
  '/arewa-hub/home',
  '/arewa-hub/products',
  '/arewa-hub/about',
  '/arewa-hub/team',
  '/acn/home',
  '/acn/about',
  '/acn/about/acn-news',
  '/acn/about/acn-news/665f1a2b3c4d5e6f70810002',
  '/acn/how-to-help/donate',
  '/acn/what-we-do/health',
  '/acn/partner',
  '/no-such-page',
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const path of PAGES) {
      test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

test('the waitlist, order and donation dialogs have no violations when open', async ({ page }) => {
  await page.goto('/edu-africa/home');
  await page.getByRole('button', { name: 'Download App' }).click();
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.goto('/arewa-hub/products');
  await page.getByRole('button', { name: /^Shop Now\s?: River of Voices$/ }).click();
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.goto('/acn/how-to-help/donate');
  await page.getByRole('button', { name: 'Donate $25 now' }).click();
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
});
