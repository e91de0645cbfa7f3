import 'server-only';
import { purgeNginx, purgesNginx } from '../gateway/nginx-purge';
import { inEveryLanguage, publicPages, recordPages } from './public-pages';

/*
 * After a staff write, the copies nginx keeps of the pages are purged, so the next request through nginx
 * gets the page as it is now: every public page in every language (the list the sitemap is made from), the
 * pages of the records whose own tags the write expired, which no list may show any more (a record deleted
 * or unpublished), the feeds, the events' calendar and the sitemap. Not an event's own .ics, nor the RSC
 * payloads of client-side navigation, whose addresses carry a hash of the router's state: those run out
 * with their s-maxage. Every page rather than those that read the expired tags: which page reads which
 * tag is known only to the pages themselves, a staff write is rare, and a purge is a few hundred requests
 * to nginx on loopback that take a fraction of a second; a page purged needlessly is rendered once more,
 * from Next's cache.
 *
 * The write's tags are expired first (updateTag, revalidateTag), but Next stores that in its cache (Redis)
 * only once the action or route has returned: a visitor's request in between could have nginx keep the
 * page as it was. So the purge is made again a moment later.
 */

/** What is not a page but shows records too, in each language (the sitemap is one for all languages). */
const DOCUMENTS = ['/acn/feeds/news.xml', '/acn/feeds/stories.xml', '/events/calendar.ics'];
const SITEMAP = '/sitemap.xml';

/** The second purge, once Next has stored the tags' expiry (a round trip to Redis, at most its one-second timeout). */
const AGAIN_MS = 2_000;

/** Purges nginx's copies of the pages a write that expired `tags` changed; nothing without NGINX_PURGE_URL. */
export async function purgePageCopies(tags: Iterable<string>): Promise<void> {
  if (!purgesNginx()) return;
  const expired = [...tags];
  if (expired.length === 0) return;
  // A list that cannot be read gives no pages; the fixed pages and the record's own are purged still.
  const pages = await publicPages();
  const paths = [
    ...inEveryLanguage([...pages.map((page) => page.path), ...recordPages(expired), ...DOCUMENTS]),
    SITEMAP,
  ];
  await purgeNginx(paths);
  setTimeout(() => void purgeNginx(paths), AGAIN_MS).unref();
}
