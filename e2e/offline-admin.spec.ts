import type { Browser, BrowserContext } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';
import { keptOnDevice } from './kept';

/*
 * Staff change the site in the console while a visitor who has read its pages before, with the service
 * worker (lib/offline/worker.ts), comes back: the visitor's next load shows the change. Each test is two
 * browsers: the staff member's, signed in, and the visitor's, whose worker keeps what it read. Run with the
 * console's tests (playwright.config.ts): they publish to the pages the public tests read.
 */

/** A visitor's browser of its own, with the worker allowed; the test's page is the editor's, signed in. */
async function visitorBeside(browser: Browser, editor: Page): Promise<BrowserContext> {
  await signIn(editor, 'editor');
  return browser.newContext({ serviceWorkers: 'allow' });
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test('a news item whose draft address a visitor opened answers 200 at their first load after it is published', async ({
  browser,
  page: editor,
}) => {
  const visitor = await visitorBeside(browser, editor);
  const title = `Library day ${Date.now()}`;
  await editor.goto('/admin/posts?kind=news');
  await editor.getByRole('link', { name: 'New news item' }).click();
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByLabel('Caption', { exact: true }).fill('The club opened its library to the whole street.');
  await editor.getByLabel('Text', { exact: true }).fill('Children and parents borrowed **120** books.');
  await editor.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(notice(editor)).toHaveText('Saved. The preview below is how it will read.');
  const itemPath = `/acn/about/acn-news/${new URL(editor.url()).pathname.split('/').pop()}`;

  const page = await visitor.newPage();
  await page.goto('/acn/about/acn-news');
  await keptOnDevice(page, '/acn/about/acn-news');
  expect((await page.goto(itemPath))?.status()).toBe(404);

  await editor.getByRole('button', { name: 'Save and publish' }).click();
  await expect(notice(editor)).toHaveText('Published: it is on the site now.', { timeout: 30_000 });
  const published = await page.goto(itemPath);
  expect(published?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});

test('a product staff hide is gone from the shop at the next load of a visitor who listed it before', async ({
  browser,
  page: editor,
}) => {
  const visitor = await visitorBeside(browser, editor);
  const name = `Zaria glass bead bracelet ${Date.now()}`;
  await editor.goto('/admin/products');
  const add = editor.getByRole('form', { name: 'New product' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Kind').selectOption('bead');
  await add.getByLabel('Price (naira)').fill('1500');
  await add.getByLabel('In stock').fill('4');
  await add.getByLabel('Description').fill('Threaded by hand in Zaria.');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Product added.' })).toBeVisible();

  const page = await visitor.newPage();
  const shown = () => page.getByRole('heading', { name, includeHidden: true });
  await page.goto('/arewa-hub/products');
  await keptOnDevice(page, '/arewa-hub/products');
  await expect(shown()).toHaveCount(1);

  await editor.goto('/admin/products');
  await editor.locator('summary', { hasText: name }).click();
  const own = editor.getByRole('form', { name });
  await own.getByLabel('Shown in the shop').uncheck();
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(own.getByRole('status')).toHaveText('Saved.');

  await page.goto('/arewa-hub/products');
  await expect(shown()).toHaveCount(0);
  await visitor.close();
});
