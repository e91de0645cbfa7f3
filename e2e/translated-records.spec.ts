import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Records in French and Hausa. The demo content translates every FAQ, the three newest news items and stories,
 * every event and every active product into both (lib/seed/content/demo-translations.ts); the older news items
 * stay English. A translated record's page in each language shows it in that language without an English mark,
 * is indexed with reciprocal hreflang alternates, and is in the sitemap in each; an untranslated one's French
 * page shows it marked English, stays noindex and names its English page.
 */

const LANGUAGES = ['en', 'fr', 'ha'] as const;
const addressIn = (lang: string, page: string) => (lang === 'en' ? page : `/${lang}${page}`);

/** A page's hreflang links as language → path. */
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );
const canonical = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)![1]!).pathname;
const ogLocale = (html: string) => /<meta property="og:locale" content="([^"]+)"\/>/.exec(html)?.[1];
/** Text as the HTML writes it, read back (React escapes these). */
const decoded = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The opening tag of the page's first <h1>, and its text without tags. */
const heading = (html: string) => {
  const m = /<h1([^>]*)>([\s\S]*?)<\/h1>/.exec(html)!;
  return { attributes: m[1]!, text: decoded(m[2]!.replace(/<[^>]+>/g, '').trim()) };
};

/** The news items, newest first, as the public API lists them. */
async function newsByDate(request: APIRequestContext) {
  const { data } = (await (await request.get('/api/acn/newsAndUpdates/getUserAllNewsAndUpdates')).json()) as {
    data: { _id: string; title: string; createdAt: string }[];
  };
  return data.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The address of one event's page, whichever of upcoming and past its date makes it. */
async function eventPage(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get(`/events/upcoming-event-details/${id}`, { maxRedirects: 0 });
  if (answer.status() === 200) return `/events/upcoming-event-details/${id}`;
  expect(answer.status()).toBe(308);
  return new URL(answer.headers()['location']!, 'http://site.example').pathname;
}

/**
 * The translated records whose pages the tests read: the newest news item, the first event, the first string of
 * beads (a book keeps its title, a name, in English, so its page is not wholly French or Hausa).
 */
async function translatedPages(request: APIRequestContext): Promise<string[]> {
  const [newest] = await newsByDate(request);
  return [`/acn/about/acn-news/${newest!._id}`, await eventPage(request, 'EVT00001'), '/arewa-hub/products/AHBD0001'];
}

test('a translated record’s page is in its language, indexed, with reciprocal hreflang in every language', async ({
  request,
}) => {
  for (const page of await translatedPages(request)) {
    const english = heading(await (await request.get(page)).text()).text;
    for (const lang of LANGUAGES) {
      const address = addressIn(lang, page);
      const html = await (await request.get(address)).text();
      expect(html, address).not.toContain('noindex');
      expect(canonical(html), address).toBe(address);
      expect(hreflangs(html), address).toEqual({
        en: page,
        fr: addressIn('fr', page),
        ha: addressIn('ha', page),
        'x-default': page,
      });
      expect(ogLocale(html), address).toBe({ en: 'en_GB', fr: 'fr_FR', ha: 'ha_NG' }[lang]);
      const h1 = heading(html);
      // The record's own words, in the page's language: no English mark, and not the English title.
      expect(h1.attributes, address).not.toContain('lang="en"');
      if (lang !== 'en') expect(h1.text, address).not.toBe(english);
      // Its structured data says so.
      const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string; inLanguage?: string },
      );
      const own = data.find((d) => ['NewsArticle', 'Event'].includes(d['@type']));
      if (own) expect(own.inLanguage, address).toBe(lang);
    }
  }
});

test('a translated record’s French page shows its text without an English mark', async ({ page, request }) => {
  const [newest] = await newsByDate(request);
  await page.goto(`/fr/acn/about/acn-news/${newest!._id}`);
  const article = page.locator('article').first();
  await expect(article.getByRole('heading', { level: 1 })).not.toHaveText(newest!.title);
  // Only what no one translates (the categories) is marked English inside the article.
  const marked = await article.locator('[lang="en"]').evaluateAll((els) => els.map((el) => el.tagName.toLowerCase()));
  expect(marked.every((tag) => tag === 'li')).toBe(true);
  await expect(page.locator('main')).toHaveAttribute('lang', 'fr');
});

test('the first FAQ of the group reads in French and Hausa, unmarked', async ({ request }) => {
  const english = /<summary[^>]*>\s*<h3([^>]*)>([\s\S]*?)<\/h3>/.exec(await (await request.get('/faq')).text())!;
  for (const lang of ['fr', 'ha']) {
    const html = await (await request.get(`/${lang}/faq`)).text();
    const first = /<summary[^>]*>\s*<h3([^>]*)>([\s\S]*?)<\/h3>/.exec(html)!;
    expect(first[1], lang).not.toContain('lang="en"');
    expect(first[2], lang).not.toBe(english[2]);
  }
});

test('the sitemap lists a translated record’s page in each language, each entry with the same alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = (sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? []).map((entry) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname,
    alternates: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map((m) => [
        m[1]!,
        new URL(m[2]!).pathname,
      ]),
    ),
  }));
  for (const page of await translatedPages(request))
    for (const lang of LANGUAGES) {
      const entry = entries.find((e) => e.loc === addressIn(lang, page));
      expect(entry?.alternates, addressIn(lang, page)).toEqual({
        en: page,
        fr: addressIn('fr', page),
        ha: addressIn('ha', page),
        'x-default': page,
      });
    }
  // An untranslated news item is listed once, in English, with no alternates.
  const oldest = (await newsByDate(request)).at(-1)!;
  const page = `/acn/about/acn-news/${oldest._id}`;
  expect(entries.filter((e) => e.loc.endsWith(page))).toEqual([{ loc: page, alternates: {} }]);
});

test('an untranslated record’s French page is marked English, noindex, and names its English page', async ({
  request,
}) => {
  const oldest = (await newsByDate(request)).at(-1)!;
  const page = `/acn/about/acn-news/${oldest._id}`;
  const html = await (await request.get(`/fr${page}`)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(canonical(html)).toBe(page);
  expect(hreflangs(html)).toEqual({});
  const h1 = heading(html);
  expect(h1.attributes).toContain('lang="en"');
  expect(h1.text).toBe(oldest.title);
  // Its English page names no other language either, and marks nothing as English.
  const english = await (await request.get(page)).text();
  expect(hreflangs(english)).toEqual({});
  expect(english).not.toContain('<div lang="en"');
  expect(heading(english).attributes).not.toContain('lang=');
});

test('each language’s feed says its language, its translated items in it', async ({ request }) => {
  const [newest] = await newsByDate(request);
  const english = await (await request.get('/acn/feeds/news.xml')).text();
  expect(english).toContain('<language>en</language>');
  for (const lang of ['fr', 'ha']) {
    const xml = await (await request.get(`/${lang}/acn/feeds/news.xml`)).text();
    expect(xml).toContain(`<language>${lang}</language>`);
    const item = (xml.match(/<item>[\s\S]*?<\/item>/g) ?? []).find((i) =>
      i.includes(`/${lang}/acn/about/acn-news/${newest!._id}<`),
    );
    expect(item, lang).toBeDefined();
    expect(item).not.toContain(`<title><![CDATA[${newest!.title}]]></title>`);
  }
});
