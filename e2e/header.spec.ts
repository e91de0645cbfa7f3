import { expect, test, type Page } from './fixtures';

const armsMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const path of ['/', '/contact', '/faq']) {
  test(`the Our Arms menu on ${path} lists the three arms and not the group`, async ({ page }) => {
    await page.goto(path);
    const toggle = armsMenu(page).getByRole('button', { name: 'Our Arms' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link')).toHaveText(['Edu Africa (learning app)', 'Arewa Hub (crafts, books and beads)', 'African Child Network']);
    await expect(list.getByRole('link', { name: 'Edu Connect Africa' })).toHaveCount(0);
  });
}

test('the menu closes on Escape, giving focus back, and on a click outside', async ({ page }) => {
  await page.goto('/faq');
  const toggle = armsMenu(page).getByRole('button', { name: 'Our Arms' });
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.getByRole('heading', { name: "We're here to help" }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger shows the menus stacked, one open at a time, and an outside click closes it', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const events = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Events' });
    await expect(events).toBeHidden();
    await burger.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(events).toBeVisible();
    await page.getByRole('button', { name: 'Our Arms' }).click();
    await expect(page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'African Child Network' })).toBeVisible();
    // A press below the open panel, on the page itself.
    await page.mouse.click(20, 720);
    await expect(events).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the logo goes home and the top button goes to the contact page', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL('/contact');
  await page.getByRole('link', { name: 'Edu Connect Africa' }).first().click();
  await expect(page).toHaveURL('/');
});
