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

// One test per dialog: a page load and one axe analysis took up to 38 s on a busy CI machine.
const DIALOGS = [
  { path: '/edu-africa/home', button: 'Download App', dialog: 'Join the Edu Africa waitlist' },
  { path: '/arewa-hub/products', button: /^Shop Now\s?: River of Voices$/, dialog: 'Order River of Voices' },
  { path: '/acn/how-to-help/donate', button: 'Donate $25 now', dialog: 'Make a donation' },
];

for (const { path, button, dialog } of DIALOGS) {
  test(`the dialog "${dialog}" has no violations when open`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}
