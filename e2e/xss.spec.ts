import { expect, test } from './fixtures';
import vectors from '../tests/fixtures/xss-vectors.json';
import { e2eDatabaseFile } from './helpers';

/*
 * The XSS vectors of the data file, stored as an admin server would hold them (a news body, a
 * story's title and caption) and rendered by the real pages in Chromium: no dialog opens, no
 * script from elsewhere is requested, and the rendered body holds no event handler or script URL.
 */

const payloads = vectors.vectors.map((v) => v.payload);
const NEWS_ID = `xss${Date.now().toString(36)}`;
const STORY_ID = `XSS${Date.now().toString(36).toUpperCase()}`;

async function openDb() {
  const { default: Database } = await import('better-sqlite3');
  return new Database(e2eDatabaseFile());
}

// The posts are taken out again afterwards: the demo database holds demo content only.
test.afterAll(async () => {
  const db = await openDb();
  db.prepare('delete from posts where id in (?, ?)').run(NEWS_ID, STORY_ID);
  db.close();
});

test.beforeAll(async () => {
  const db = await openDb();
  const insert = db.prepare('insert into posts (id, kind, title, caption, body, created_at) values (?, ?, ?, ?, ?, ?)');
  const body = payloads.map((p, i) => `<p>Vector ${i + 1}:</p>${p}`).join('\n');
  insert.run(
    NEWS_ID,
    'news',
    'XSS vectors in a news body',
    'Every vector of the data file',
    body,
    new Date().toISOString(),
  );
  insert.run(
    STORY_ID,
    'story',
    `Story <script>alert(1)</script><img src=x onerror=alert(1)>`,
    payloads.slice(0, 40).join(' '),
    '<p>Plain</p>',
    new Date().toISOString(),
  );
  db.close();
});

for (const [label, path, heading] of [
  ['a news body', `/acn/about/acn-news/${NEWS_ID}`, 'XSS vectors in a news body'],
  [
    'a story title and caption',
    `/acn/about/our-stories/${STORY_ID}`,
    'Story <script>alert(1)</script><img src=x onerror=alert(1)>',
  ],
] as const) {
  test(`${vectors.vectors.length} vectors in ${label} run nothing in Chromium`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) foreign.push(r.url());
    });

    // A new item is listed by the admin server within seconds; until then its address is a 404.
    await expect.poll(async () => (await page.goto(path))?.status(), { timeout: 15_000 }).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Give autofocus, animations, media errors and SVG timelines their chance to fire.
    await page.mouse.move(200, 400);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(1500);

    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    const unsafe = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main *')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|vbscript|data):/i.test(a.value))
          .map((a) => `${el.tagName} ${a.name}=${a.value}`),
      ),
    );
    expect(unsafe).toEqual([]);
    expect(await page.locator('main script, main iframe, main object, main embed, main svg script').count()).toBe(0);
  });
}
