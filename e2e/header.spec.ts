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
    await expect(list.getByRole('link')).toHaveText([
      'Edu Africa (learning app)',
      'Arewa Hub (crafts, books and beads)',
      'African Child Network',
    ]);
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

  test('the hamburger shows the menus stacked, one open at a time, and an outside click closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const events = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Events' });
    await expect(events).toBeHidden();
    await burger.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(events).toBeVisible();
    await page.getByRole('button', { name: 'Our Arms' }).click();
    await expect(
      page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'African Child Network' }),
    ).toBeVisible();
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

// On slow data the scripts arrive seconds after the page shows; some visitors have none at all.
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('on a 375 px phone the menu button opens the panel, with every dropdown link listed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/acn/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const news = nav.getByRole('link', { name: 'News' });
    await expect(news).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(news).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Arewa Hub (crafts, books and beads)' })).toBeVisible();
    await news.click();
    await expect(page).toHaveURL('/acn/about/acn-news');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the panel closes on Escape and on a press outside it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const events = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    await expect(events).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(events).toBeHidden();
    await burger.click();
    await expect(events).toBeVisible();
    await page.mouse.click(20, 720);
    await expect(events).toBeHidden();
  });

  test('on a wide screen a dropdown opens while pointed at and while focused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/acn/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const news = nav.getByRole('link', { name: 'News' });
    await expect(news).toBeHidden();
    const button = nav.getByRole('button', { name: 'Who we are' });
    await button.hover();
    await expect(news).toBeVisible();
    // Down to the list the way a hand moves a mouse, across the gap between button and list.
    const from = (await button.boundingBox())!;
    const to = (await nav.getByRole('link', { name: 'About us' }).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.move(from.x + 10, to.y + to.height / 2, { steps: 20 });
    await news.click();
    await expect(page).toHaveURL('/acn/about/acn-news');

    await page.goto('/');
    const arms = nav.getByRole('link', { name: 'African Child Network' });
    await expect(arms).toBeHidden();
    await nav.getByRole('button', { name: 'Our Arms' }).focus();
    await expect(arms).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Edu Africa (learning app)' })).toBeFocused();
  });
});

test('on a 375 px phone, once hydrated, the panel closes on Escape and gives focus back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const events = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' });
  await expect(events).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(events).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
});
