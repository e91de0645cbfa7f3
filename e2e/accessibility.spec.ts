import { expect, test } from './fixtures';
import { axeViolations } from './helpers';

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

// Each page is loaded once, at 1280 px, then narrowed to 375 px and analysed again: the layout follows
// media queries, in CSS and in the scripts (useMedia listens for changes), so the narrowed page is
// the phone's page, and a second load per page only cost CI time.
test.describe('at 1280 px, then at 375 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  for (const path of PAGES) {
    test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page), 'at 1280 px').toEqual([]);
      await page.setViewportSize({ width: 375, height: 900 });
      // Media query listeners run before the next frame's callbacks: after it, React has rendered the phone layout.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await axeViolations(page), 'at 375 px').toEqual([]);
    });
  }
});

// One test per dialog: a page load and one axe analysis took up to 38 s on a busy CI machine.
const DIALOGS = [
  { path: '/edu-africa/home', button: 'Download App', dialog: 'Join the Edu Africa waitlist' },
  { path: '/arewa-hub/products', button: /^Shop Now\s?: River of Voices$/, dialog: 'Order River of Voices' },
  { path: '/acn/about', button: 'Make a donation', dialog: 'Make a donation' },
];

for (const { path, button, dialog } of DIALOGS) {
  test(`the dialog "${dialog}" has no violations when open`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// Headings descend one level at a time (axe's heading-order, a best practice outside the WCAG tags above):
// a screen reader's outline of cards under the hero must not jump from h1 to h3.
test('the headings of every page descend one level at a time', async ({ request }) => {
  const skips: string[] = [];
  for (const path of [...PAGES, '/acn/about/acn-team-members', '/acn/about/acn-ambassadors']) {
    const html = await (await request.get(path)).text();
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    levels.forEach((level, i) => {
      if (level > (levels[i - 1] ?? 0) + 1) skips.push(`${path}: h${levels[i - 1] ?? 0} then h${level}`);
    });
  }
  expect(skips).toEqual([]);
});
