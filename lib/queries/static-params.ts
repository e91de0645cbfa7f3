import 'server-only';
import { readEvents } from './events';
import { readPosts } from './posts';
import { readProducts } from './products';

/*
 * The ids each detail route renders at build: every item the admin server lists then. A page rendered at
 * build is served from the cache by a shorter path than one first rendered on request (npm run bench shows
 * the throughput), and its first visitor gets it at once. An item added later is rendered on its first
 * request, then cached, as before. A list that cannot be read gives no ids, so an outage of the
 * organisation's server slows a build but does not fail it.
 */
async function idsOf<T>(list: () => Promise<T[] | null>, id: (item: T) => string): Promise<{ id: string }[]> {
  try {
    return ((await list()) ?? []).map((item) => ({ id: id(item) }));
  } catch {
    return [];
  }
}

export const newsParams = () =>
  idsOf(
    () => readPosts('news'),
    (p) => p.id,
  );
export const storyParams = () =>
  idsOf(
    () => readPosts('story'),
    (p) => p.id,
  );
export const eventParams = (when: 'upcoming' | 'past') =>
  idsOf(
    () => readEvents(when),
    (e) => e.eventId,
  );
export const productParams = () =>
  idsOf(
    () => readProducts(),
    (p) => p.productId,
  );
