import { createClient } from '../api/client';
import { endpoints, ID_PATTERN } from '../api/contract';
import { EMBEDDED_BASE, inProcess } from '../api/in-process';
import { env } from '../env';

/*
 * Which news items, stories, events and products exist, from their list endpoints, kept for a minute.
 * Detail pages are cached per address once rendered; answering an unknown id here, before any
 * rendering, keeps the page cache from growing with every made-up address.
 */

export type DetailKind = 'news' | 'story' | 'event' | 'product';

const LISTS = { news: endpoints.news, story: endpoints.stories, event: endpoints.events, product: endpoints.products } as const;
const FRESH_MS = 60_000;
/** A miss may refresh a list this often, so an item published a moment ago is found at once. */
const MISS_REFRESH_MS = 5_000;

interface Known {
  ids: Set<string>;
  at: number;
}
const known = new Map<DetailKind, Known>();
const pending = new Map<DetailKind, Promise<Known | null>>();

function client() {
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  return ADMIN_API_URL
    ? createClient({ baseUrl: ADMIN_API_URL, timeoutMs: API_TIMEOUT_MS })
    : createClient({ baseUrl: EMBEDDED_BASE, timeoutMs: API_TIMEOUT_MS, transport: inProcess });
}

/** Every id an item may be addressed by, whichever field the server filled. */
function idsOf(item: Record<string, unknown>): string[] {
  return ['id', '_id', 'postId', 'storyId', 'eventId', 'productId'].map((k) => item[k]).filter((v): v is string => typeof v === 'string' && v !== '');
}

function load(kind: DetailKind): Promise<Known | null> {
  let p = pending.get(kind);
  if (!p) {
    p = client()
      // Every list takes no parameters but products, whose `form` is optional: none means all.
      .call(LISTS[kind] as typeof endpoints.products, { params: {} })
      .then((result) => {
        if (!result.ok) return null;
        const entry = { ids: new Set((result.data as Record<string, unknown>[]).flatMap(idsOf)), at: Date.now() };
        known.set(kind, entry);
        return entry;
      })
      .finally(() => pending.delete(kind));
    pending.set(kind, p);
  }
  return p;
}

/**
 * 'unknown' only when the id is malformed or the server's own list lacks it; 'maybe' when the
 * list could not be read (the page then asks the server itself).
 */
export async function lookUp(kind: DetailKind, id: string): Promise<'known' | 'unknown' | 'maybe'> {
  if (!ID_PATTERN.test(id)) return 'unknown';
  let entry = known.get(kind);
  const age = entry ? Date.now() - entry.at : Infinity;
  if (!entry || age > FRESH_MS || (!entry.ids.has(id) && age > MISS_REFRESH_MS)) entry = (await load(kind)) ?? entry;
  if (!entry) return 'maybe';
  return entry.ids.has(id) ? 'known' : 'unknown';
}
