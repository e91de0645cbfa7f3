import { expect, test } from './fixtures';
import { imageSize } from 'image-size';

/*
 * Every page in the sitemap, as WhatsApp, Facebook, X and LinkedIn read it: an Open Graph card
 * with address, site name, locale and a picture those networks show (PNG or JPEG, 1200×630,
 * under 300 KB), and the X card.
 */

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&');

test('every page has a complete share card, and every picture is one the networks show', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);

  const missing: string[] = [];
  const images = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const key of [
      'og:title',
      'og:description',
      'og:url',
      'og:site_name',
      'og:locale',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
      'twitter:card',
      'twitter:image',
    ]) {
      if (!meta(html, key)) missing.push(`${path} ${key}`);
    }
    expect(new URL(meta(html, 'og:url') ?? 'x:').pathname).toBe(path);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    const image = meta(html, 'og:image');
    if (image) images.set(new URL(image).pathname + new URL(image).search, path);
  }
  expect(missing).toEqual([]);

  for (const [image, page] of images) {
    const res = await request.get(image);
    const body = await res.body();
    const size = imageSize(body);
    expect({
      page,
      image,
      status: res.status(),
      type: res.headers()['content-type'],
      width: size.width,
      height: size.height,
    }).toEqual({
      page,
      image,
      status: 200,
      type: expect.stringMatching(/^image\/(png|jpeg)$/),
      width: 1200,
      height: 630,
    });
    expect(body.length).toBeLessThan(300 * 1024);
  }
  // The arms' pictures and one per news item, story and event.
  expect(images.size).toBeGreaterThan(20);
});

test('news, story and event pages offer share links, WhatsApp first, and a copy link that says it copied', async ({
  page,
  context,
  request,
}) => {
  const [story] = (await (await request.get('/api/acn/story/getUserAllStories')).json()).data as { storyId: string }[];
  for (const path of [
    '/acn/about/acn-news/665f1a2b3c4d5e6f70810002',
    `/acn/about/our-stories/${story!.storyId}`,
    '/events/upcoming-event-details/EVT00001',
  ]) {
    await page.goto(path);
    const share = page.getByRole('navigation', { name: 'Share this page' });
    const links = share.getByRole('link');
    await expect(links).toHaveText([/^WhatsApp/, /^Facebook/, /^X/, /^LinkedIn/, /^E-mail/]);
    const address = `http://localhost:3000${path}`; // SITE_URL is the public address
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(decodeURIComponent(href)).toContain(address);
    }
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'http://localhost:3000/events/upcoming-event-details/EVT00001',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the share links are plain links, and nothing that needs a script is shown', async ({ page }) => {
    await page.goto('/acn/about/acn-news/665f1a2b3c4d5e6f70810002');
    const share = page.getByRole('navigation', { name: 'Share this page' });
    await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(share.getByRole('button')).toHaveCount(0);
  });
});
