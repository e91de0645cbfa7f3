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
