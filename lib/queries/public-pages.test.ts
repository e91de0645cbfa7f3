import { endpoints } from '../api/contract';
import { LISTED_PATHS, PAGES } from '../content/pages';
import { inEveryLanguage, publicPages, recordPages } from './public-pages';

/*
 * The one list of public pages (the sitemap's, and what a staff write purges from nginx), and the pages of a
 * record named by its own cache tag, read from the contract's tags.
 */

jest.mock('server-only', () => ({}));
jest.mock('./events', () => ({
  readEvents: (when: string) =>
    Promise.resolve(
      when === 'upcoming' ? [{ eventId: 'EVT9', eventDate: '2999-01-01', createdAt: '2026-01-01T00:00:00Z' }] : null,
    ),
}));
jest.mock('./posts', () => ({
  readPosts: (kind: string) =>
    Promise.resolve(kind === 'news' ? [{ id: 'N1', createdAt: '2026-01-02T00:00:00Z' }] : []),
}));
jest.mock('./products', () => ({
  readProducts: () => Promise.resolve([{ productId: 'AHBD9', createdAt: '2026-01-03T00:00:00Z' }]),
}));

it("lists the fixed pages and each record's page, a product's order form unlisted", async () => {
  const pages = await publicPages();
  const paths = pages.map((p) => p.path);
  expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/acn/home', '/events/upcoming-event-details/EVT9']));
  expect(paths).toEqual(expect.arrayContaining(['/acn/about/acn-news/N1', '/arewa-hub/products/AHBD9']));
  expect(pages.find((p) => p.path === '/arewa-hub/products/AHBD9/order')?.listed).toBe(false);
  expect(pages.filter((p) => !p.listed).map((p) => p.path)).toEqual(['/arewa-hub/products/AHBD9/order']);
  // A list that could not be read (the past events here) gives no pages, and nothing fails.
  expect(paths.filter((p) => p.includes('past-event-details'))).toEqual([]);
});

it("lists the registry's listed pages, a translated one in every language", async () => {
  const pages = await publicPages();
  const fixed = pages.filter((p) => LISTED_PATHS.includes(p.path));
  expect(fixed.map((p) => p.path)).toEqual(LISTED_PATHS);
  expect(fixed.every((p) => p.listed)).toBe(true);
  expect(fixed.find((p) => p.path === PAGES.faq.path)?.languages).toEqual(['en', 'fr', 'ha']);
  expect(pages.map((p) => p.path)).not.toContain(PAGES.offline.path);
  expect(pages.map((p) => p.path)).not.toContain(PAGES.acnDonateThanks.path);
});

it("finds a record's pages from its own tag, as the contract writes it, and nothing from a list's tag", () => {
  const own = (tags: string[]) => tags[1]!;
  expect(
    recordPages([
      own(endpoints.newsItem.tags!({ id: 'N 2' })),
      own(endpoints.story.tags!({ id: 'S3' })),
      own(endpoints.product.tags!({ productId: 'P4' })),
      own(endpoints.event.tags!({ eventId: 'E5' })),
      'news',
      'faq:educonnect',
      'testimonies',
    ]),
  ).toEqual([
    '/acn/about/acn-news/N%202',
    '/acn/about/our-stories/S3',
    '/arewa-hub/products/P4',
    '/arewa-hub/products/P4/order',
    '/events/upcoming-event-details/E5',
    '/events/past-event-details/E5',
  ]);
});

it('gives each address in every language, once', () => {
  expect(inEveryLanguage(['/', '/faq', '/faq'])).toEqual(['/', '/fr', '/ha', '/faq', '/fr/faq', '/ha/faq']);
});
