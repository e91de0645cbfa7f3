import { endpoints } from '../api/contract';
import { addressesChangedBy } from './pages';

/*
 * What a staff write has purged from nginx: the pages that read a tag it expired, in every language, the
 * record's own pages, and the feeds, the calendar and the sitemap where they read one; nothing else.
 */

jest.mock('server-only', () => ({}));
jest.mock('../queries/events', () => ({
  readEvents: (when: string) =>
    Promise.resolve(when === 'upcoming' ? [{ eventId: 'EVT9', eventDate: '2999-01-01', createdAt: '2026-01-01' }] : []),
}));
const readPosts = jest.fn((kind: string) =>
  Promise.resolve(kind === 'news' ? [{ id: 'N1', createdAt: '2026-01-02' }] : []),
);
jest.mock('../queries/posts', () => ({ readPosts: (kind: string) => readPosts(kind) }));
beforeEach(() => readPosts.mockClear());
jest.mock('../queries/products', () => ({
  readProducts: () => Promise.resolve([{ productId: 'AHBD9', createdAt: '2026-01-03' }]),
}));

const sorted = async (tags: string[]) => (await addressesChangedBy(tags)).sort();

it("an FAQ of the group's list purges the group's FAQ page in each language, and nothing else", async () => {
  expect(await sorted(endpoints.addFaq.invalidates!({ site: 'educonnect' }))).toEqual(['/faq', '/fr/faq', '/ha/faq']);
});

it('a testimony approved purges the three homes that show testimonies', async () => {
  expect(await sorted(endpoints.setTestimonyStatus.invalidates!({ id: 'T1' }))).toEqual(
    ['/acn/home', '/arewa-hub/home', '/edu-africa/home'].flatMap((p) => [p, `/fr${p}`, `/ha${p}`]).sort(),
  );
});

it('a news item purges the pages that read the news, its own page even when no list shows it, the feed and the sitemap', async () => {
  const addresses = await sorted([...endpoints.news.tags!(), ...endpoints.newsItem.tags!({ id: 'GONE' })]);
  const english = [
    '/acn/home',
    '/acn/about/acn-news',
    '/acn/latest/media-center',
    '/acn/what-we-do/reports',
    '/acn/about/acn-news/N1',
    '/acn/about/acn-news/GONE',
    '/acn/feeds/news.xml',
  ];
  expect(addresses).toEqual([...english.flatMap((p) => [p, `/fr${p}`, `/ha${p}`]), '/sitemap.xml'].sort());
});

it('a write that expired nothing purges nothing', async () => {
  expect(await addressesChangedBy([])).toEqual([]);
});
