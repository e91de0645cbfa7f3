import { expect, test } from './fixtures';

/*
 * The searchable lists stay cacheable: the list itself never depends on the address's query, and a
 * query is answered by a search route that is never stored, whether the visitor has scripts or not.
 */

const LISTS = [
  '/acn/about/acn-news',
  '/acn/about/our-stories',
  '/acn/about/our-results',
  '/acn/what-we-do/reports',
  '/acn/latest/media-center',
  '/edu-africa/products',
];

test('each list without a query is served from the shared cache, like the other pages', async ({ request }) => {
  for (const path of LISTS) {
    await request.get(path);
    const res = await request.get(path);
    expect({ path, status: res.status() }).toEqual({ path, status: 200 });
    expect({ path, cache: res.headers()['cache-control'] }).toEqual({
      path,
      cache: expect.stringMatching(/^s-maxage=\d+/),
    });
  }
});

test('a query that finds something is answered on the server, never cached, and indexed at its own address', async ({
  page,
}) => {
  const res = await page.goto('/acn/about/acn-news?q=%20%20Borehole%20');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).not.toContain('s-maxage');
  await expect(page.locator('main article h3')).toHaveText(['Clean water system completed in Kpandai']);
  await expect(page).toHaveTitle(/^All News matching “Borehole”/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // One address for every spelling of the same search.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/acn/about/acn-news?q=borehole',
  );

  await page.goto('/edu-africa/products?q=Hausa');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/edu-africa/products?q=hausa',
  );
});

test('a query that finds nothing is not indexed, and names the list as its canonical address', async ({ page }) => {
  for (const [path, list] of [
    ['/acn/about/acn-news?q=buy%20cheap%20pills', '/acn/about/acn-news'],
    ['/edu-africa/products?q=buy%20cheap%20pills', '/edu-africa/products'],
  ]) {
    await page.goto(path!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${list}`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news search box sends the query and the answer lists only what matches', async ({ page }) => {
    await page.goto('/acn/about/acn-news');
    await page.getByRole('searchbox', { name: 'Search news' }).fill('borehole');
    await page.getByRole('searchbox', { name: 'Search news' }).press('Enter');
    await expect(page).toHaveURL(/\/acn\/about\/acn-news\?q=borehole$/);
    await expect(page.locator('main article h3')).toHaveText(['Clean water system completed in Kpandai']);
  });

  test('a course search with an odd character still answers', async ({ page }) => {
    await page.goto('/edu-africa/products?q=100%25%20hausa');
    await expect(page.getByRole('heading', { name: 'Courses matching “100% hausa”' })).toBeVisible();
  });
});
