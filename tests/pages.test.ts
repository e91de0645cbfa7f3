import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orderHref, productHref } from '../lib/content/arewa-hub';
import { ARMS } from '../lib/content/arms';
import { courseHref } from '../lib/content/edu-africa';
import { PAGE_LIST, PAGES, LISTED_PATHS, TRANSLATED_PATHS } from '../lib/content/pages';
import { POST_LISTS } from '../lib/content/post-lists';
import { postHref } from '../lib/content/posts';
import { SEARCH_ROUTES } from '../lib/content/searches';
import { eventPath } from '../lib/format/event-schedule';
import { PAGE_READS } from '../lib/queries/page-reads';

/*
 * The one list of pages (lib/content/pages.ts) against what exists: each page of app/[locale] is a row of it
 * and each row a page, and what reads pages by their address (the menus, the pages' tags, the searches, the
 * records' links, the pages' metadata) names only the registry's.
 */

jest.mock('server-only', () => ({}));

const root = path.resolve(__dirname, '..');
const APP = path.join(root, 'app', '[locale]');

/** The address of each page.tsx under `base`, as the registry writes it: route groups left out. */
function appPages(base = APP, dir = base): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return appPages(base, path.join(dir, e.name));
    if (e.name !== 'page.tsx') return [];
    const segments = path
      .relative(base, dir)
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    return [`/${segments.join('/')}`];
  });
}

/** The row whose address (a bracketed segment standing for any one segment) matches a concrete one. */
const rowOf = (address: string) =>
  PAGE_LIST.find((page) =>
    new RegExp(`^${page.path.replace(/\[[^\]/]+\]/g, '[^/]+').replace(/[.]/g, '\\.')}$`).test(address),
  );

const isPattern = (p: string) => p.includes('[');

it('lists each page of app/[locale], and only those', () => {
  const found = appPages();
  expect(found.length).toBeGreaterThan(40);
  const rows = PAGE_LIST.map((page) => page.path);
  expect(found.filter((p) => !rows.includes(p))).toEqual([]);
  expect(rows.filter((p) => !found.includes(p))).toEqual([]);
});

it("reads a page's address from its folders, route groups left out and a record's segment kept", () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-pages-'));
  try {
    for (const folder of ['(group)', '(group)/new-page', 'acn/new-list/[id]', 'acn/no-page']) {
      fs.mkdirSync(path.join(tree, folder), { recursive: true });
      if (folder !== 'acn/no-page') fs.writeFileSync(path.join(tree, folder, 'page.tsx'), '');
    }
    fs.writeFileSync(path.join(tree, 'acn/no-page/layout.tsx'), '');
    expect(appPages(tree).sort()).toEqual(['/', '/acn/new-list/[id]', '/new-page']);
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
});

it('lists each address once, and each listed or translated page is a fixed one', () => {
  const rows = PAGE_LIST.map((page) => page.path);
  expect(new Set(rows).size).toBe(rows.length);
  expect(LISTED_PATHS.filter(isPattern)).toEqual([]);
  expect([...TRANSLATED_PATHS].filter(isPattern)).toEqual([]);
  expect(TRANSLATED_PATHS.has(PAGES.faq.path)).toBe(true);
  expect(TRANSLATED_PATHS.has(PAGES.offline.path)).toBe(false);
});

it("names in the arms' menus only pages the sitemap lists", () => {
  const menus = Object.values(ARMS).flatMap((arm) => [
    arm.home,
    ...arm.nav.flatMap((n) => [n.url, ...(n.dropdown ?? []).map((d) => d.url)]),
  ]);
  const urls = menus.filter((url): url is string => !!url);
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => !LISTED_PATHS.includes(url))).toEqual([]);
});

it('records the tags only of pages the sitemap lists, so the purge looks through each of them', () => {
  expect(Object.keys(PAGE_READS).filter((p) => !LISTED_PATHS.includes(p))).toEqual([]);
});

it('sends a search of each searchable list to one of its pages, each list of the network to its own', () => {
  const searches = PAGE_LIST.filter((page) => page.search);
  expect(searches.length).toBeGreaterThan(1);
  expect(Object.keys(SEARCH_ROUTES).sort()).toEqual(searches.map((page) => page.path).sort());
  for (const page of searches) {
    // The list is a page to find; the route that answers a search of it is a page of the registry, never listed.
    expect(page.listed).toBe(true);
    expect(rowOf(page.search!)).toBeDefined();
    expect(rowOf(page.search!)!.listed).toBeFalsy();
  }
  for (const [key, list] of Object.entries(POST_LISTS)) expect(SEARCH_ROUTES[list.path]).toBe(`/acn/search/${key}`);
});

it("gives each record's links at its row's address", () => {
  expect(rowOf(postHref('news', 'N 1'))).toBe(PAGES.acnNewsItem);
  expect(rowOf(postHref('story', 'S1'))).toBe(PAGES.acnStory);
  expect(rowOf(productHref('AHBD9'))).toBe(PAGES.arewaHubProduct);
  expect(rowOf(orderHref('AHBD9'))).toBe(PAGES.arewaHubOrder);
  expect(rowOf(courseHref('web-basics'))).toBe(PAGES.eduAfricaCourse);
  expect(rowOf(eventPath('EVT1', 'upcoming'))).toBe(PAGES.upcomingEvent);
  expect(rowOf(eventPath('EVT1', 'past'))).toBe(PAGES.pastEvent);
});

/** The project's .ts and .tsx files under `dir`, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

it('has each page name its own address in its metadata from the registry, never written out', () => {
  const written = [...sources('app'), ...sources('components')].filter((f) =>
    /\bpath: ['"`]\//.test(fs.readFileSync(path.join(root, f), 'utf8')),
  );
  expect(written).toEqual([]);
});
