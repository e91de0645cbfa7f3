import { expect, test } from './fixtures';

// Small things a visitor notices at once: the footer's year, legal links and a badge that fit a phone, a form
// row whose fields line up, and the shop's pages in Arewa Hub's own colour.

test('every footer names the current year', async ({ page }) => {
  for (const path of ['/', '/fr/acn/home', '/ha/arewa-hub/home']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} `)).toBeVisible();
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('each French legal link stays on one line', async ({ page }) => {
    await page.goto('/fr/edu-africa/home');
    const links = page.getByRole('contentinfo').locator('li:has(> a)').last().locator('xpath=..').getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    for (const link of await links.all()) {
      const lines = await link.evaluate((el) => el.getClientRects().length);
      expect(lines, (await link.textContent()) ?? '').toBe(1);
    }
  });

  test('the What’s New badge keeps its padding inside the screen', async ({ page }) => {
    await page.goto('/edu-africa/home');
    const badge = page.getByRole('link', { name: /New/ }).first();
    const box = (await badge.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 8);
    const text = await badge.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const inner = range.getBoundingClientRect();
      const outer = el.getBoundingClientRect();
      return { left: inner.left - outer.left, right: outer.right - inner.right };
    });
    expect(text.right).toBeGreaterThanOrEqual(8);
  });
});

test('at 1280 px the donation form’s Country sits level with the field beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/acn/home');
  await page.getByRole('banner').getByRole('button', { name: 'Donate', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const country = (await dialog.getByLabel('Country').boundingBox())!;
  const type = (await dialog
    .getByRole('combobox')
    .or(dialog.getByLabel(/Donation type/))
    .first()
    .boundingBox())!;
  expect(Math.abs(country.y - type.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(country.height - type.height)).toBeLessThanOrEqual(1);
});

test('the shop’s title band is in Arewa Hub’s colour, not the group’s green', async ({ page }) => {
  await page.goto('/arewa-hub/products');
  const band = page.getByRole('heading', { level: 1 }).locator('xpath=../..');
  expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(140, 52, 20)');
});
