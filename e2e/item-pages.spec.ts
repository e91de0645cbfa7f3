import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/* Every product and course has a page of its own, linked from its card. */

test('a product card leads to its page, whose Shop Now opens the order form', async ({ page, request }) => {
  const [book] = (await (await request.get('/api/arewahub/product/fetchProducts?productForm=book')).json()).data as {
    productId: string;
    productName: string;
    price: number;
  }[];
  await page.goto('/arewa-hub/products');
  await page.getByRole('link', { name: book!.productName, exact: true }).first().click();
  await expect(page).toHaveURL(`/arewa-hub/products/${book!.productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book!.productName);
  await expect(page.getByText(new RegExp(`\\b${book!.price.toLocaleString('en-GB')}\\b`)).first()).toBeVisible();
  await page.getByRole('button', { name: /^Shop Now/ }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${book!.productName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Order' })).toBeVisible();
  expect((await request.get('/arewa-hub/products/NOPE0000')).status()).toBe(404);
});

test('a course card leads to its page, with what it teaches and the waitlist', async ({ page, request }) => {
  await page.goto('/edu-africa/products');
  await page.getByRole('link', { name: 'Hausa for Beginners' }).first().click();
  await expect(page).toHaveURL('/edu-africa/products/hausa-for-beginners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hausa for Beginners');
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText([
    'African Languages',
    'Hausa',
  ]);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await request.get('/edu-africa/products/no-such-course')).status()).toBe(404);
});

test('every item the admin server lists is rendered by the build in every language, so its first visitor is served from the cache', async ({
  request,
}) => {
  // The public tests run before the console's, which add items: these lists are still what the build read.
  const built = Object.keys(
    (
      JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {
        routes: object;
      }
    ).routes,
  );
  const list = async (address: string) =>
    ((await (await request.get(address)).json()) as { data: Record<string, string>[] }).data;
  const pages = [
    ...(await list('/api/acn/newsAndUpdates/getUserAllNewsAndUpdates')).map((n) => `/acn/about/acn-news/${n._id}`),
    ...(await list('/api/acn/story/getUserAllStories')).map((s) => `/acn/about/our-stories/${s._id}`),
    ...(await list('/api/arewahub/events/getFutureEvents')).map((e) => `/events/upcoming-event-details/${e.eventId}`),
    ...(await list('/api/arewahub/events/getPastEvents')).map((e) => `/events/past-event-details/${e.eventId}`),
    ...(await list('/api/arewahub/product/fetchProducts')).map((p) => `/arewa-hub/products/${p.productId}`),
  ];
  expect(pages.length).toBeGreaterThan(20);
  // English's tree is /en/… (its addresses have no prefix: next.config.ts rewrites them there).
  const everyLanguage = pages.flatMap((page) => ['en', 'fr', 'ha'].map((locale) => `/${locale}${page}`));
  expect(everyLanguage.filter((page) => !built.includes(page))).toEqual([]);
});
