import 'server-only';
import { DOCUMENT_READS, PAGE_READS, SITEMAP_READS } from '../queries/page-reads';
import { inEveryLanguage, publicPages, recordPages } from '../queries/public-pages';

/*
 * The addresses whose copies in nginx a staff write changed: the public pages that read a cache tag the
 * write expired (each page's `reads`, lib/queries/page-reads.ts and public-pages.ts), in every language;
 * the pages of the records whose own tags it expired, which no list may show any more (a record deleted
 * or unpublished); and the feeds, the events' calendar and the sitemap where they read one. Not an
 * event's own .ics, nor the RSC payloads of client-side navigation, whose addresses carry a hash of the
 * router's state: those run out with their s-maxage.
 */

const touched = (reads: readonly string[], expired: ReadonlySet<string>) => reads.some((tag) => expired.has(tag));

const reading = (table: Readonly<Record<string, readonly string[]>>, expired: ReadonlySet<string>) =>
  Object.entries(table).flatMap(([path, reads]) => (touched(reads, expired) ? [path] : []));

/**
 * The pages that read `expired`: the fixed ones from their table, and the records' pages, each of which
 * reads its list's tag, from the lists, read only when the write expired one of those tags (the sitemap
 * reads them all). A list that cannot be read gives no pages; the fixed pages and the record's own are
 * purged still.
 */
async function pagesReading(expired: ReadonlySet<string>): Promise<string[]> {
  const fixed = reading(PAGE_READS, expired);
  if (!touched(Object.values(SITEMAP_READS).flat(), expired)) return fixed;
  return [...new Set([...fixed, ...(await publicPages()).filter((p) => touched(p.reads, expired)).map((p) => p.path)])];
}

/** The addresses, with their language prefixes, of what a write that expired `tags` changed. */
export async function addressesChangedBy(tags: Iterable<string>): Promise<string[]> {
  const expired = new Set(tags);
  if (expired.size === 0) return [];
  return [
    ...inEveryLanguage([
      ...(await pagesReading(expired)),
      ...recordPages(expired),
      ...reading(DOCUMENT_READS, expired),
    ]),
    ...reading(SITEMAP_READS, expired),
  ];
}
