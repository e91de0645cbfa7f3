import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers';

/** The English pages the sitemap lists, as paths. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

test('every page of the sitemap answers in French and Hausa at its prefixed address, in that language', async ({
  request,
}) => {
  // The English addresses: a translated page is listed in each language too.
  const paths = (await sitemapPaths(request)).filter((p) => !/^\/(fr|ha)(\/|$)/.test(p));
  expect(paths.length).toBeGreaterThan(40);
  const wrong: string[] = [];
  for (const path of paths)
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/fr', 'fr'],
      ['/ha', 'ha'],
    ] as const) {
      const address = path === '/' && prefix ? prefix : `${prefix}${path}`;
      const answer = await request.get(address, { maxRedirects: 0 });
      const html = await answer.text();
      if (answer.status() !== 200 || htmlLang(html) !== lang)
        wrong.push(`${address}: ${answer.status()} lang=${htmlLang(html)}`);
    }
  expect(wrong).toEqual([]);
});

test('English keeps its addresses: /en/… is sent, for good, to the address without it', async ({ request }) => {
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/faq', '/faq'],
    ['/en/acn/about?x=1', '/acn/about?x=1'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    const location = new URL(answer.headers()['location']!, 'http://site.example');
    expect(location.pathname + location.search).toBe(to);
  }
});

test('the language links lead to the same page in each language, before scripts and after', async ({ page }) => {
  await page.goto('/arewa-hub/about');
  const languages = page.getByRole('navigation', { name: 'Language' }).first();
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  await languages.getByRole('link', { name: 'Hausa' }).click();
  await expect(page).toHaveURL('/ha/arewa-hub/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('link', { name: 'Tsallaka zuwa abin da ke ciki' })).toBeAttached();
  // The header's links keep the visitor in Hausa.
  await expect(page.locator('header').getByRole('link', { name: 'Arewa Hub' }).first()).toHaveAttribute(
    'href',
    '/ha/arewa-hub/home',
  );
  const harshe = page.getByRole('navigation', { name: 'Harshe' }).first();
  await expect(harshe.getByRole('link', { name: 'Hausa' })).toHaveAttribute('aria-current', 'page');
  await harshe.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/arewa-hub/about');
  await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language links are plain links to the same page', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('contentinfo')).toContainText('Restons en contact');
  });

  test('an address no page has says so in its prefix’s language, with a way to that home page', async ({ page }) => {
    const answer = await page.goto('/ha/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Ba a sami shafin ba');
    await expect(page.getByRole('heading', { name: '404 - Page introuvable' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Koma shafin farko' })).toHaveAttribute(
      'href',
      '/ha',
    );
  });
});

test('an item that does not exist answers with the 404 page of its language', async ({ page }) => {
  const answer = await page.goto('/fr/acn/about/acn-news/no-such-item');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page introuvable');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
});

for (const width of [375, 1280])
  test(`French and Hausa pages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/fr', '/ha/arewa-hub/home', '/fr/acn/about', '/ha/join-us']) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
