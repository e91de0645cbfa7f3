import type { ApiResult } from '../api/client';
import { endpoints } from '../api/contract';
import type * as Published from './published';

// The admin server, as the proxy's lists and item reads meet it: one answer per endpoint (by its path), set by each test.
const answers = new Map<string, ApiResult<unknown> | Error>();
const asked: string[] = [];
jest.mock('../gateway/admin-client', () => ({
  adminClient: () => ({
    get: ({ template }: { template: string }) => {
      asked.push(template);
      const answer = answers.get(template) ?? { ok: false, status: 500, message: 'unset' };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  }),
}));

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
const refused = (status: number | null): ApiResult<unknown> => ({ ok: false, status, message: 'no' });

/** A fresh copy of the module: its lists are kept per process. */
const load = () => {
  let fresh: typeof Published | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual('./published');
  });
  return fresh!;
};

beforeEach(() => {
  answers.clear();
  asked.length = 0;
});

describe('whether a detail page’s item is missing', () => {
  it('is not, for an item its list holds, without asking for the item', async () => {
    answers.set(endpoints.news.template, ok([{ id: 'n1' }]));
    const { isMissing } = load();
    expect(await isMissing('news', 'n1')).toBe(false);
    expect(asked).toEqual([endpoints.news.template]);
  });

  it('is, when the list does not hold it and the server answers 404, 400 or 403 for it', async () => {
    answers.set(endpoints.stories.template, ok([]));
    for (const status of [404, 400, 403]) {
      answers.set(endpoints.story.template, refused(status));
      expect(await load().isMissing('story', 'gone')).toBe(true);
    }
  });

  it('is, for an id longer than any the contract names, without asking the server', async () => {
    expect(await load().isMissing('news', 'x'.repeat(101))).toBe(true);
    expect(asked).toEqual([]);
  });

  it('is not, when the item was published since the list was read', async () => {
    answers.set(endpoints.products.template, ok([]));
    answers.set(endpoints.product.template, ok({ productId: 'new' }));
    expect(await load().isMissing('product', 'new')).toBe(false);
  });

  it('is not, when the server fails, answers 500 or cannot be reached: the page shows its own error state', async () => {
    answers.set(endpoints.events.template, refused(null));
    for (const answer of [refused(500), refused(null), new Error('socket hang up')]) {
      answers.set(endpoints.event.template, answer);
      expect(await load().isMissing('event', 'e1')).toBe(false);
    }
  });

  it('keeps the last good list when a later read fails', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00Z'), doNotFake: ['setTimeout'] });
    try {
      answers.set(endpoints.news.template, ok([{ id: 'n1' }]));
      answers.set(endpoints.newsItem.template, refused(404));
      const { isMissing } = load();
      expect(await isMissing('news', 'n1')).toBe(false);
      answers.set(endpoints.news.template, refused(500));
      jest.setSystemTime(Date.parse('2026-11-29T12:05:00Z'));
      expect(await isMissing('news', 'n1')).toBe(false);
      await Promise.resolve();
      expect(await isMissing('news', 'n1')).toBe(false);
      expect(await isMissing('news', 'n2')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('an event’s date', () => {
  it('is the one its list holds, and unknown for an event it does not', async () => {
    answers.set(endpoints.events.template, ok([{ eventId: 'e1', eventDate: '2026-12-24T09:00:00.000Z' }]));
    const { eventDate } = load();
    expect(await eventDate('e1')).toBe('2026-12-24T09:00:00.000Z');
    expect(await eventDate('e2')).toBeUndefined();
  });
});

describe('a record’s page whose record is missing, as the site’s server asks before routing', () => {
  it('is known at once not to be one for any other address, an event’s page or a malformed escape', () => {
    const { missingRecord } = load();
    for (const path of [
      '/',
      '/acn/about/acn-news',
      '/fr/faq',
      '/events/upcoming-event-details/e1',
      '/acn/about/acn-news/%E0%A4%A',
    ])
      expect([path, missingRecord(path)]).toEqual([path, null]);
    expect(asked).toEqual([]);
  });

  it('asks about the record of each kind’s page, in every language, its id decoded, and answers in that language', async () => {
    answers.set(endpoints.news.template, ok([{ id: 'n1' }]));
    answers.set(endpoints.newsItem.template, refused(404));
    answers.set(endpoints.stories.template, ok([]));
    answers.set(endpoints.story.template, refused(404));
    answers.set(endpoints.products.template, ok([{ productId: 'p 1' }]));
    answers.set(endpoints.product.template, refused(404));
    const { missingRecord } = load();
    expect(await missingRecord('/fr/acn/about/acn-news/n1')).toBeNull();
    expect(await missingRecord('/acn/about/acn-news/gone')).toBe('/en/_missing');
    expect(await missingRecord('/ha/acn/about/our-stories/gone')).toBe('/ha/_missing');
    expect(await missingRecord('/arewa-hub/products/p%201/order')).toBeNull();
    expect(await missingRecord('/fr/arewa-hub/products/gone')).toBe('/fr/_missing');
  });
});
