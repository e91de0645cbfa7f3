import { expect, test } from './fixtures';

test('the group home shows the seeded team, rendered on the server', async ({ page, request }) => {
  // The server's HTML itself holds the team, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Adaeze Okonkwo');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Connecting learners');
  const team = page.getByRole('region', { name: 'Meet our team' });
  await expect(team.getByRole('heading', { name: 'Adaeze Okonkwo' })).toBeVisible();
  await expect(team.getByRole('listitem')).toHaveCount(6);
  await expect(team.getByRole('img', { name: 'Portrait of Kwame Boateng' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the initiatives' drawings keep the cards' 16:9 shape`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const pictures = page.locator('#initiatives > ul > li > img');
    await expect(pictures).toHaveCount(3);
    for (const box of await Promise.all((await pictures.all()).map((p) => p.boundingBox()))) {
      expect(box!.height / box!.width).toBeCloseTo(9 / 16, 2);
    }
  });
}

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});

test('the sitemap lists the pages, events, news and stories, and robots points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/join-us',
    '/edu-africa/terms',
    '/arewa-hub/products',
    '/acn/about/acn-news',
    '/acn/what-we-do/health',
  ])
    expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toMatch(/\/events\/upcoming-event-details\/EVT\d+/);
  expect(sitemap).toMatch(/\/acn\/about\/our-stories\/STY\d+/);
  expect(sitemap).not.toContain('STY00099'); // a blocked story stays out
  const entries = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(entries.length).toBeGreaterThan(40);
  expect(entries.filter((e) => !/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/.test(e))).toEqual([]);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('/sitemap.xml');
});

test('every page in the sitemap has a title and a description that search results show whole', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const unfit: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const text = (s: string | undefined) =>
      (s ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"');
    const title = text(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
    const description = text(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]);
    if (!title || title.length > 60 || !description || description.length > 160)
      unfit.push(`${path}: ${title.length} "${title}", ${description.length}`);
  }
  expect(paths.length).toBeGreaterThan(40);
  expect(unfit).toEqual([]);
});

test('the favicon is a real icon and the artwork is cacheable', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const art = await request.get('/images/art/cover-01.svg');
  expect(art.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
});

test.describe('with JavaScript off, as a link preview or a very slow phone sees it', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, text] of [
    ['/', 'Adaeze Okonkwo'],
    ['/teams', 'Ibrahim Sow'],
    ['/events', 'Edu Connect Africa Summit 2027'],
    ['/faq', 'What is Edu Connect Africa?'],
    ['/edu-africa/home', 'Abigail Tetteh'],
    ['/arewa-hub/home', 'How do I order a book or beads?'],
    ['/acn/home', 'Amina’s lamp'],
    ['/acn/about/acn-news/665f1a2b3c4d5e6f70810002', 'Forty-two women completed'],
  ] as const) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});
