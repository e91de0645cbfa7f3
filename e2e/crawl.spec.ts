import { expect, test } from './fixtures';
import { HtmlValidate } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';

/*
 * The built site crawled as search engines and validators see it, with parsers nobody here
 * wrote: every page's HTML passes html-validate's standard preset, and linkinator finds no
 * broken link inside the site.
 */

test.describe.configure({ timeout: 240_000 });

async function sitePaths(baseURL: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Pages that only an address with a query, or a mistake, reaches.
  return [
    ...paths,
    '/join-us?role=volunteers',
    '/join-us?role=champions',
    '/edu-africa/products?q=hausa',
    '/acn/about/acn-news?q=midwife',
    '/no-such-page',
  ];
}

type SitePage = { path: string; html: string };

// Each page's HTML, fetched one after the other, once per worker, for the tests below that read every page.
let fetchedPages: Promise<SitePage[]> | undefined;
function sitePages(baseURL: string): Promise<SitePage[]> {
  fetchedPages ??= (async () => {
    const pages: SitePage[] = [];
    for (const path of await sitePaths(baseURL)) pages.push({ path, html: await (await fetch(baseURL + path)).text() });
    return pages;
  })();
  return fetchedPages;
}

/**
 * React writes a form whose action is a server action as `action=""` (a post to the page's own address,
 * which is how the public forms work before their scripts run: lib/forms). Browsers read it so; the
 * HTML standard wants the attribute left out instead, which React does not offer. This one message is let through.
 */
const reactsFormAction = (m: { ruleId: string; message: string }) =>
  m.ruleId === 'attribute-allowed-values' && m.message === 'Attribute "action" has invalid value ""';

test('every page passes html-validate (standard preset) with no error', async ({ baseURL }) => {
  const pages = await sitePages(baseURL!);
  expect(pages.length).toBeGreaterThan(90);
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const errors: string[] = [];
  for (const { path, html } of pages) {
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const m of result.messages)
        if (m.severity === 2 && !reactsFormAction(m))
          errors.push(`${path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(errors).toEqual([]);
});

// A form that is not a POST sends its fields in the address (history, logs, Referer): only a search may.
test('no page has a form that would put what a visitor types into an address', async ({ baseURL }) => {
  const wrong: string[] = [];
  for (const { path, html } of await sitePages(baseURL!)) {
    for (const [form, attributes] of html.matchAll(/<form\b([^>]*)>[\s\S]*?<\/form>/g)) {
      if (/\bmethod="post"/i.test(attributes!)) continue;
      // Fields a visitor fills: every named control but the hidden ones and the buttons.
      const typed = [...form.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
        .filter(([, tag, a]) => /\bname="/.test(a!) && !(tag === 'input' && /\btype="(hidden|submit|button)"/.test(a!)))
        .map(([, , a]) => /\bname="([^"]*)"/.exec(a!)![1]!);
      const outsideSearch = typed.filter((name) => name !== 'q');
      if (outsideSearch.length > 0) wrong.push(`${path}: ${outsideSearch.join(', ')}`);
    }
  }
  expect(wrong).toEqual([]);
});

// What a search result shows under the title: whole (at most 160 characters) and saying enough (50 or more).
test('every page has a meta description of 50 to 160 characters', async ({ baseURL }) => {
  const wrong: string[] = [];
  for (const { path, html } of await sitePages(baseURL!)) {
    if (path === '/no-such-page') continue;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const length = [...description.replace(/&(amp|quot|#x27|lt|gt);/g, '_')].length;
    if (length < 50 || length > 160) wrong.push(`${path} (${length}): ${description}`);
  }
  expect(wrong).toEqual([]);
});

// React outlines a Suspense boundary (a loading.tsx) whose HTML, with the page around it, passes 12.8 KB:
// the server's HTML shows the fallback and keeps the page in a hidden <div id="S:…"> until a script moves
// it, so a crawler, a link preview or a phone without scripts sees a spinner, and the page jumps (CLS).
// Pages rendered from the cache hold their content in place; no page waits for a script to show it.
test('every page holds its content in place, none of it in a hidden streamed segment', async ({ baseURL }) => {
  const outlined: string[] = [];
  for (const { path, html } of await sitePages(baseURL!)) {
    if (/<div hidden id="S:/.test(html) || !/<main[ >]/.test(html)) outlined.push(path);
  }
  expect(outlined).toEqual([]);
});

// A phone on slow data pays a request for each stylesheet. Next preloads the stylesheet of the root
// not-found and error boundaries with every page, so those pages' rules live in globals.css.
test('no page fetches a stylesheet it does not apply', async ({ baseURL }) => {
  const preloaded: string[] = [];
  for (const { path, html } of await sitePages(baseURL!)) {
    for (const link of html.matchAll(/<link [^>]*>/g))
      if (/rel="preload"/.test(link[0]) && /as="style"/.test(link[0])) preloaded.push(`${path}: ${link[0]}`);
  }
  expect(preloaded).toEqual([]);
});

// A phone opening a shared link paints after the HTML alone: the CSS is in the page (next.config.ts,
// inlineCss), never a stylesheet to fetch before the first paint.
test('every page carries its CSS, with no stylesheet to fetch', async ({ baseURL }) => {
  const fetched: string[] = [];
  for (const { path, html } of await sitePages(baseURL!)) {
    if (!/<style[^>]*data-precedence/.test(html)) fetched.push(`${path}: no inlined CSS`);
    for (const link of html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)) fetched.push(`${path}: ${link[0]}`);
  }
  expect(fetched).toEqual([]);
});

test('linkinator finds no broken internal link', async ({ baseURL }) => {
  const origin = baseURL!;
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 8,
    // Absolute links name the public address (SITE_URL, localhost:3000 in the tests): that is this server.
    urlRewriteExpressions: [{ pattern: /^http:\/\/localhost:3000/, replacement: origin }],
    // Other sites are not reachable from here, and not ours to check.
    linksToSkip: (link) => Promise.resolve(!link.startsWith(origin)),
  });
  const broken = result.links
    .filter((l) => l.state === LinkState.BROKEN)
    .map((l) => `${l.status} ${l.url} (on ${l.parent})`);
  expect(broken).toEqual([]);
  expect(result.links.filter((l) => l.state === LinkState.OK).length).toBeGreaterThan(100);
});
