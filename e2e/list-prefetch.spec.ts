import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page fetches no other page ahead because its link is in view (components/ui/link.tsx): on a phone on
// costly data, opening the shop should not also fetch the pages of every product in view, nor a page its
// menus and breadcrumbs link to. A mouse over a link, or the keyboard's focus on it, fetches that one page ahead.

test.use({ viewport: { width: 375, height: 812 } });

const LISTS = [
  { list: '/arewa-hub/products', items: '/arewa-hub/products/' },
  { list: '/edu-africa/products', items: '/edu-africa/products/' },
  { list: '/acn/about/acn-news', items: '/acn/about/acn-news/' },
  { list: '/events', items: '/events/' },
];

/** The pages' RSC requests (a prefetch or a navigation), by path. */
function pageFetches(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') || request.headers()['rsc'] === '1') fetched.push(url.pathname);
  });
  return fetched;
}

for (const { list, items } of LISTS) {
  test(`${list} fetches none of its cards' pages until the mouse is over one, then opens it`, async ({ page }) => {
    const fetched = pageFetches(page);
    await page.goto(list);
    await page.waitForLoadState('networkidle');
    const card = page.locator(`main article a[href^="${items}"]`).first();
    // In view, where Next would prefetch it, and given the time a prefetch would take to start.
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    expect(fetched).toEqual([]);

    const href = (await card.getAttribute('href'))!;
    await card.hover();
    await expect.poll(() => fetched.includes(href)).toBe(true);
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

// Pages whose breadcrumbs, section menus and buttons link to other pages of the site, in view on a phone.
for (const path of ['/acn/about', '/arewa-hub/products/AHBK0001', '/edu-africa/home', '/fr/acn/about']) {
  test(`${path} fetches no page ahead while it is read`, async ({ page }) => {
    const fetched = pageFetches(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_000);
    expect(fetched).toEqual([]);
  });
}
