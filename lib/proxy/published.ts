import { type ApiResult, isDefinitive } from '../api/client';
import { MAX_PARAM_LENGTH } from '../api/constants';
import { endpoints } from '../api/contract';
import { PAGES } from '../content/pages';
import { type Locale, splitLocale } from '../i18n/locales';
import { adminClient } from '../gateway/admin-client';

/*
 * What the public may read of each kind a detail page shows (news, stories, events, products):
 * - an event asked at its other address (past for an upcoming one, or the reverse) is sent to the right one by
 *   proxy.ts, since a redirect from an ISR page carries its Location twice (docs/known-issues.md);
 * - an item the server says does not exist is answered with the not-found page before its route renders, since
 *   a page's notFound() sends its 404 with an empty body (docs/known-issues.md): an event's by proxy.ts, which
 *   runs for its pages anyway, any other's by the site's server (missingRecord, lib/platform/missing-records.ts).
 *
 * Each list is read once a minute per process (the pages' own revalidation) and kept in memory; a request
 * waits for it only on the process's first, and a failed read keeps the last good list. An id the list does
 * not hold is asked of the server alone before it is called missing: an item published since the last read
 * is shown at once.
 */

export type PublishedKind = 'news' | 'story' | 'event' | 'product';

const FRESH_MS = 60_000;
const FIRST_WAIT_MS = 2_000;

type Listing = Map<string, { date?: string }>;

/** Each kind's list (id → what the proxy needs of it) and its one item, as the contract reads them. */
const SOURCES: Record<PublishedKind, { list: () => Promise<Listing | null>; item: (id: string) => Promise<boolean> }> =
  {
    news: {
      list: async () => listing(await adminClient().get(endpoints.news, undefined), (p) => [p.id, {}]),
      item: async (id) => isDefinitive(await adminClient().get(endpoints.newsItem, { id })),
    },
    story: {
      list: async () => listing(await adminClient().get(endpoints.stories, undefined), (p) => [p.id, {}]),
      item: async (id) => isDefinitive(await adminClient().get(endpoints.story, { id })),
    },
    event: {
      list: async () =>
        listing(await adminClient().get(endpoints.events, undefined), (e) => [e.eventId, { date: e.eventDate }]),
      item: async (eventId) => isDefinitive(await adminClient().get(endpoints.event, { eventId })),
    },
    product: {
      list: async () => listing(await adminClient().get(endpoints.products, {}), (p) => [p.productId, {}]),
      item: async (productId) => isDefinitive(await adminClient().get(endpoints.product, { productId })),
    },
  };

function listing<T>(result: ApiResult<T[]>, row: (item: T) => [string, { date?: string }]): Listing | null {
  return result.ok ? new Map(result.data.map(row)) : null;
}

type Kept = { items: Listing; readAt: number; reading?: Promise<void> };
const kept = new Map<PublishedKind, Kept>();

function refresh(kind: PublishedKind, entry: Kept): Promise<void> {
  entry.reading ??= (async () => {
    try {
      entry.items = (await SOURCES[kind].list()) ?? entry.items;
    } catch {
      // The last good list keeps serving; the pages answer for themselves meanwhile.
    } finally {
      entry.readAt = Date.now();
      entry.reading = undefined;
    }
  })();
  return entry.reading;
}

async function listOf(kind: PublishedKind): Promise<Listing> {
  let entry = kept.get(kind);
  if (!entry) kept.set(kind, (entry = { items: new Map(), readAt: 0 }));
  if (entry.readAt === 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([refresh(kind, entry), new Promise((resolve) => (timer = setTimeout(resolve, FIRST_WAIT_MS)))]);
    clearTimeout(timer);
  } else if (Date.now() - entry.readAt > FRESH_MS) void refresh(kind, entry);
  return entry.items;
}

/** The event's date as last read, or undefined when the list does not hold it (or could not be read in time). */
export async function eventDate(eventId: string): Promise<string | undefined> {
  return (await listOf('event')).get(eventId)?.date;
}

/**
 * Whether the server says this item does not exist for the public (404, 400 or 403 for its id). An id the
 * list holds is not asked again; an outage, a timeout or any other answer is not "missing": the page shows
 * its own error state.
 */
export async function isMissing(kind: PublishedKind, id: string): Promise<boolean> {
  if (id.length > MAX_PARAM_LENGTH) return true;
  if ((await listOf(kind)).has(id)) return false;
  try {
    return await SOURCES[kind].item(id);
  } catch {
    return false;
  }
}

/** The pages of one record the server keeps but an event's (lib/content/pages.ts), each with its record's kind. */
const RECORD_PAGES: [RegExp, PublishedKind][] = (
  [
    [PAGES.acnNewsItem, 'news'],
    [PAGES.acnStory, 'story'],
    [PAGES.arewaHubProduct, 'product'],
    [PAGES.arewaHubOrder, 'product'],
  ] as const
).map(([page, kind]) => [new RegExp(`^${page.path.replace('[id]', '([^/]+)')}$`), kind]);

/** A path no route has, below each language's tree: Next answers it with app/global-not-found.tsx. */
export const NOT_FOUND_PATH = '/_missing';

/** The not-found page's address in `locale`'s tree, so that its links are in that language. */
export const notFoundAddress = (locale: Locale) => `/${locale}${NOT_FOUND_PATH}`;

/**
 * When `path` (as asked, in any language) is a record's page whose record the server says does not exist, the
 * not-found page's address in its language, else null; null at once for any other address, an event's page, and
 * an id with a malformed escape (proxy.ts answers it).
 */
export function missingRecord(path: string): Promise<string | null> | null {
  const { locale, path: english } = splitLocale(path);
  for (const [pattern, kind] of RECORD_PAGES) {
    const raw = pattern.exec(english)?.[1];
    if (!raw) continue;
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      return null;
    }
    return isMissing(kind, id).then((missing) => (missing ? notFoundAddress(locale) : null));
  }
  return null;
}
