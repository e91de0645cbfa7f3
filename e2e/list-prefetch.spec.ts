import { expect, test } from './fixtures';

// A list's cards link to their pages without prefetching them (components/ui/item-link.tsx): on a phone on
// costly data, opening the shop should not also fetch the pages of every product in view.

test.use({ viewport: { width: 375, height: 812 } });

const LISTS = [
  { list: '/arewa-hub/products', items: '/arewa-hub/products/' },
  { list: '/edu-africa/products', items: '/edu-africa/products/' },
  { list: '/acn/about/acn-news', items: '/acn/about/acn-news/' },
  { list: '/events', items: '/events/' },
];

for (const { list, items } of LISTS) {
  test(`${list} fetches none of its cards' pages until one is opened, then opens it`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(items)) fetched.push(pathname);
    });
    await page.goto(list);
    await page.waitForLoadState('networkidle');
    const card = page.locator(`main article a[href^="${items}"]`).first();
    // In view, where Next would prefetch it, and given the time a prefetch would take to start.
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    expect(fetched).toEqual([]);

    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched.length).toBeGreaterThan(0);
  });
}
