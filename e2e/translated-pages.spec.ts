import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { axeViolations, unique } from './helpers';
import { TRANSLATED_PATHS } from '../lib/content/pages';

const LANGUAGES = ['en', 'fr', 'ha'] as const;
const addressIn = (lang: string, page: string) =>
  lang === 'en' ? page : page === '/' ? `/${lang}` : `/${lang}${page}`;
const pages = [...TRANSLATED_PATHS];

/** A page's hreflang links as language → path. */
function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );
}

/** The English catalogs' texts that a French or Hausa page must not show: long enough to be words, not names. */
function englishTexts(): string[] {
  const names = ['Edu Connect Africa', 'Edu Africa', 'Arewa Hub', 'African Child Network', 'ACN', 'English', 'Hausa'];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(path.join('messages', 'en')))
    walk(JSON.parse(readFileSync(path.join('messages', 'en', file), 'utf8')));
  return texts.filter((t) => !t.includes('{') && t.split(/\s+/).length >= 3 && !names.includes(t));
}

test('some pages are translated', () => {
  expect(pages.length).toBeGreaterThan(0);
});

test('each translated page names itself and its other languages, reciprocally, with English as x-default', async ({
  request,
}) => {
  for (const page of pages)
    for (const lang of LANGUAGES) {
      const html = await (await request.get(addressIn(lang, page))).text();
      expect(html, addressIn(lang, page)).not.toContain('noindex');
      expect(hreflangs(html), addressIn(lang, page)).toEqual({
        en: page,
        fr: addressIn('fr', page),
        ha: addressIn('ha', page),
        'x-default': page,
      });
      const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
      expect(new URL(canonical!).pathname).toBe(addressIn(lang, page));
      expect(html).toMatch(
        new RegExp(`<meta property="og:locale" content="${{ en: 'en_GB', fr: 'fr_FR', ha: 'ha_NG' }[lang]}"/>`),
      );
    }
});

test('the sitemap lists each translated page in every language, each entry with the same alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = (sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? []).map((entry) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname,
    alternates: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map((m) => [
        m[1]!,
        new URL(m[2]!).pathname,
      ]),
    ),
  }));
  for (const page of pages)
    for (const lang of LANGUAGES) {
      const entry = entries.find((e) => e.loc === addressIn(lang, page));
      expect(entry?.alternates, addressIn(lang, page)).toEqual({
        en: page,
        fr: addressIn('fr', page),
        ha: addressIn('ha', page),
        'x-default': page,
      });
    }
  // A page that is not translated is listed once, in English, with no alternates. A record's own page is listed
  // in each language its record is translated into (e2e/translated-records.spec.ts).
  const isRecordPage = (loc: string) =>
    /\/(acn-news|our-stories|upcoming-event-details|past-event-details|arewa-hub\/products)\/[^/]+$/.test(loc);
  expect(
    entries.filter(
      (e) =>
        /^\/(fr|ha)(\/|$)/.test(e.loc) &&
        !pages.includes(e.loc.replace(/^\/(fr|ha)/, '') || '/') &&
        !isRecordPage(e.loc),
    ),
  ).toEqual([]);
});

for (const lang of ['fr', 'ha'] as const)
  test(`a ${lang} page shows no text of the English catalog, apart from names and records`, async ({ page }) => {
    // One visit per translated page: more than a test's usual share of time on a busy machine.
    test.slow();
    const english = englishTexts();
    for (const address of pages.map((p) => addressIn(lang, p))) {
      await page.goto(address);
      // Records (news, products, people) not yet translated are marked English; the rest is the page's language.
      const visible = await page.evaluate(() => {
        const clone = document.body.cloneNode(true) as HTMLElement;
        clone.querySelectorAll('[lang="en"], script, style, noscript, template').forEach((el) => el.remove());
        return clone.innerText;
      });
      expect(english.filter((text) => visible.includes(text)).map((text) => `${address}: ${text}`)).toEqual([]);
    }
  });

for (const width of [375, 1280])
  test(`translated pages pass axe in French and Hausa at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const address of pages.slice(0, 6).flatMap((p) => [addressIn('fr', p), addressIn('ha', p)])) {
      await page.goto(address);
      expect(await axeViolations(page), address).toEqual([]);
    }
  });

/** The shared controls' words of a language (messages/<lang>/ui.json). */
const uiWords = (lang: string) =>
  JSON.parse(readFileSync(path.join('messages', lang, 'ui.json'), 'utf8')) as {
    carousel: { previous: string; next: string; pause: string };
    modal: { close: string };
    toaster: { region: string; close: string };
  };

for (const lang of ['fr', 'ha'] as const)
  test(`carousels and modals name their controls in ${lang === 'fr' ? 'French' : 'Hausa'}`, async ({ page }) => {
    const words = uiWords(lang);
    const english = uiWords('en');
    const englishNames = [
      english.carousel.previous,
      english.carousel.next,
      english.carousel.pause,
      english.modal.close,
    ];
    // A phone's width: the card rows that are grids on a wide screen are carousels with arrows there.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [address, carousel] of [
      ['/edu-africa/home', words.carousel.next],
      ['/acn/home', words.carousel.next],
      ['/arewa-hub/home', words.carousel.pause],
    ] as const) {
      await page.goto(addressIn(lang, address));
      await expect(page.getByRole('button', { name: carousel }).first(), address).toBeAttached();
      const names = await page
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
      expect(
        names.filter((name) => englishNames.some((word) => name === word || name.startsWith(`${word} `))),
        address,
      ).toEqual([]);
      // Every dialog the page opens is closed by a button named in the page's language.
      await page.locator('button[aria-haspopup="dialog"]:visible').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: words.modal.close, exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: words.modal.close, exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  });

for (const lang of ['fr', 'ha'] as const)
  test(`a toast is shown in a region named in ${lang === 'fr' ? 'French' : 'Hausa'} and closed by its own word`, async ({
    page,
  }) => {
    const { toaster } = uiWords(lang);
    const { newsletter } = JSON.parse(readFileSync(path.join('messages', lang, 'forms.json'), 'utf8')) as {
      newsletter: { label: string; email: string; submit: string };
    };
    await page.goto(addressIn(lang, '/acn/home'));
    const form = page.getByRole('form', { name: newsletter.label });
    await form.getByLabel(newsletter.email).fill(unique('toast'));
    await form.getByRole('button', { name: newsletter.submit }).click();
    const toast = page.getByRole('region', { name: toaster.region }).locator('[data-sonner-toast]');
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: toaster.close, exact: true }).click();
    await expect(toast).toBeHidden();
  });
