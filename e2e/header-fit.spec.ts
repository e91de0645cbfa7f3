import { expect, test, type Page } from './fixtures';

// The header is one row on a laptop in every language: its menus in a line from 1240 px (1530 px for the
// group's and the children's network's French and Hausa menus), the phone's menu button below. A first
// visit paints in the system font (the site's font is optional, used once it is cached), the next visit in
// the site's font, and neither may make the header grow or the page under it jump.

const ARM_HOMES = ['', '/edu-africa', '/arewa-hub', '/acn/home'];
const LANGUAGES = [
  { locale: 'en', prefix: '' },
  { locale: 'fr', prefix: '/fr' },
  { locale: 'ha', prefix: '/ha' },
];
// One row: the header's 4 rem and its border, at the default text size.
const ONE_ROW = 66;

const fontsInUse = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((font) => font.status === 'loaded').length;
  });

async function headerHeight(page: Page) {
  const box = await page.locator('header').first().boundingBox();
  return box?.height ?? 0;
}

for (const { locale, prefix } of LANGUAGES) {
  for (const font of ['the fallback font', 'the site’s font'] as const) {
    test(`in ${locale}, with ${font}, the header is one row at 1024, 1280 and 1536 px`, async ({ page }) => {
      test.slow();
      if (font === 'the fallback font') await page.route(/\.woff2$/, (route) => route.abort());
      for (const width of [1024, 1280, 1536]) {
        await page.setViewportSize({ width, height: 800 });
        for (const home of ARM_HOMES) {
          const path = `${prefix}${home}` || '/';
          await page.goto(path);
          if (font === 'the site’s font') {
            // The font is optional: the first load caches it, the next paints with it.
            await fontsInUse(page);
            await page.goto(path);
            expect(await fontsInUse(page), `${path}: the site's font is used`).toBeGreaterThan(0);
          } else {
            expect(await fontsInUse(page), `${path}: no web font is used`).toBe(0);
          }
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect(await headerHeight(page), `${path} at ${width} px`).toBeLessThanOrEqual(ONE_ROW);
          // Whichever layout it is, the menus or the menu button are on screen; English has the row on a laptop.
          const burger = page.locator('header button[popovertarget]');
          const menus = page.locator('header nav[popover] > ul');
          expect(
            (await burger.isVisible()) !== (await menus.isVisible()),
            `${path} at ${width} px shows its menus or the menu button`,
          ).toBe(true);
          if (locale === 'en' && width >= 1280) await expect(menus).toBeVisible();
        }
      }
    });
  }
}

// The phone's menu is a layer above the page: it dims what is under it, its button shows a cross while it is
// open, and its labels, language row and call to action start at one edge; a heading without a page of its own
// reads as a heading, not greyed out as if disabled.
for (const scripts of [true, false]) {
  test.describe(scripts ? 'once hydrated' : 'before any script runs', () => {
    test.use({ javaScriptEnabled: scripts, viewport: { width: 375, height: 740 } });

    test('the phone menu is a layer over the page, with a cross to close it', async ({ page }) => {
      await page.goto('/acn/home');
      const burger = page.locator('header button[popovertarget]');
      const bar = () =>
        burger.evaluate((button) => getComputedStyle(button.querySelector('span')!, '::before').transform);
      expect(await bar()).toBe('none');
      await burger.click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Français' })).toBeVisible();
      expect(await bar()).not.toBe('none');
      expect(await nav.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('0px 0px 0px');
      const where = nav.getByText('Where we work');
      const who = nav.getByRole('button', { name: 'Who we are' });
      expect(await where.evaluate((el) => getComputedStyle(el).color)).toBe(
        await who.evaluate((el) => getComputedStyle(el).color),
      );
      const textLeft = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getClientRects()[0]?.left ?? 0;
      };
      const labels = await who.evaluate(textLeft);
      const languages = await nav.getByRole('link', { name: 'English' }).evaluate(textLeft);
      expect(Math.abs(labels - languages)).toBeLessThanOrEqual(6);
    });
  });
}
