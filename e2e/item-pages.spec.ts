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
  await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText(['African Languages', 'Hausa']);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await request.get('/edu-africa/products/no-such-course')).status()).toBe(404);
});
