import { expect, test, type Page } from './fixtures';

// Every button of the site is drawn from one set (the global .button and its variants, globals.css): none is
// left with the browser's own grey face, and a call to action is as wide as its label, not a bar across the page.

const PAGES = [
  '/',
  '/join-us',
  '/contact',
  '/faq',
  '/events',
  '/edu-africa/home',
  '/edu-africa/products',
  '/arewa-hub/home',
  '/arewa-hub/products',
  '/acn/home',
  '/acn/about',
  '/acn/how-to-help/donate',
  '/acn/about/acn-news',
  '/fr/acn/home',
  '/ha/acn/home',
];

/** The browser's own button face, as Chromium paints a <button> no stylesheet has touched. */
async function defaultButtonFace(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('button');
    document.body.append(probe);
    const face = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return face;
  });
}

/** The visible buttons painted with that face, by their text. */
const greyButtons = (page: Page, face: string) =>
  page.evaluate((face) => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    return [...document.querySelectorAll('button, input[type="submit"], input[type="button"], input[type="reset"]')]
      .filter((el) => shown(el) && getComputedStyle(el).backgroundColor === face)
      .map((el) => (el.textContent || (el as HTMLInputElement).value || el.getAttribute('aria-label') || '?').trim());
  }, face);

/** The calls to action in <main> (the site's .button set), each with its width. */
const callsToAction = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .button')]
      .map((el) => ({ label: (el.textContent ?? '').trim(), width: el.getBoundingClientRect().width }))
      .filter(({ width }) => width > 0),
  );

for (const width of [1280, 375]) {
  test(`at ${width} px no visible button has the browser's default face`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const [product] = (await (await request.get('/api/arewahub/product/fetchProducts')).json()).data;
    for (const path of [...PAGES, `/arewa-hub/products/${product.productId}`]) {
      await page.goto(path);
      const face = await defaultButtonFace(page);
      expect(await greyButtons(page, face), path).toEqual([]);
    }
  });
}

test('at 1280 px no call to action in the page is wider than 480 px', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const [product] = (await (await request.get('/api/arewahub/product/fetchProducts')).json()).data;
  let seen = 0;
  for (const path of [...PAGES, `/arewa-hub/products/${product.productId}`]) {
    await page.goto(path);
    const ctas = await callsToAction(page);
    seen += ctas.length;
    expect(
      ctas.filter(({ width }) => width > 480),
      path,
    ).toEqual([]);
  }
  // The hero's "Make a donation", the donate page's "Donate Now" and the product's "Shop Now" among them.
  expect(seen).toBeGreaterThan(10);
});
