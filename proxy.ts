import { type NextRequest, NextResponse } from 'next/server';
import { searchQuery } from './lib/format';
import { type DetailKind, lookUp } from './lib/gateway/known-ids';
import { POST_LISTS } from './lib/post-lists';

/*
 * Runs before routing, for the addresses that carry an id (and the API, whose catch-all segment
 * Next would otherwise fail to decode): a malformed percent-escape is answered 400, and an id the
 * admin server does not list gets the site's 404 page without rendering, so made-up addresses
 * never reach the page cache.
 */

const DETAIL_PAGES: [RegExp, DetailKind][] = [
  // The page and what hangs below it (its share picture).
  [/^\/acn\/about\/acn-news\/([^/]+)(?:\/.*)?$/, 'news'],
  [/^\/acn\/about\/our-stories\/([^/]+)(?:\/.*)?$/, 'story'],
  [/^\/events\/(?:upcoming|past)-event-details\/([^/]+)(?:\/.*)?$/, 'event'],
  [/^\/events\/ics\/([^/]+)$/, 'event'],
  [/^\/arewa-hub\/products\/([^/]+)(?:\/.*)?$/, 'product'],
];

/** The lists whose `?q=` is answered by a search route, so that the lists themselves stay cacheable. */
const SEARCHES = new Map<string, (q: string) => string>([
  ...Object.entries(POST_LISTS).map(([key, list]): [string, (q: string) => string] => [list.path, (q) => `/acn/search/${key}?q=${encodeURIComponent(q)}`]),
  ['/edu-africa/products', (q) => `/edu-africa/search?q=${encodeURIComponent(q)}`],
]);

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (decoded(path) === null) {
    return path.startsWith('/api')
      ? NextResponse.json({ success: false, data: 'The address holds a malformed percent-escape' }, { status: 400, headers: { 'cache-control': 'no-store' } })
      : new NextResponse('Bad request: the address holds a malformed percent-escape.', {
          status: 400,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
  }
  const search = SEARCHES.get(path);
  if (search) {
    const q = searchQuery(request.nextUrl.searchParams.get('q'));
    return q ? NextResponse.rewrite(new URL(search(q), request.url)) : NextResponse.next();
  }
  for (const [pattern, kind] of DETAIL_PAGES) {
    const raw = pattern.exec(path)?.[1];
    if (raw === undefined) continue;
    const id = decoded(raw)!;
    if ((await lookUp(kind, id)) === 'unknown') {
      // Short-lived: the id may be published a moment from now.
      return NextResponse.rewrite(new URL('/_not-found', request.url), { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
    }
    break;
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Only an API address with a percent sign can hold a malformed escape: every other API request
    // goes straight to its route handler, with no proxy run on the way.
    '/api/:path(.*%.*)',
    '/acn/about/acn-news/:id+',
    '/acn/about/our-stories/:id+',
    '/events/upcoming-event-details/:id*',
    '/events/past-event-details/:id*',
    '/events/ics/:id*',
    '/arewa-hub/products/:id+',
    // A searchable list runs the proxy only when its address carries a search: served from the
    // cache otherwise, with nothing in front. (Written out: Next reads this list when it builds.)
    { source: '/acn/about/acn-news', has: [{ type: 'query', key: 'q' }] },
    { source: '/acn/about/our-stories', has: [{ type: 'query', key: 'q' }] },
    { source: '/acn/about/our-results', has: [{ type: 'query', key: 'q' }] },
    { source: '/acn/what-we-do/reports', has: [{ type: 'query', key: 'q' }] },
    { source: '/acn/latest/media-center', has: [{ type: 'query', key: 'q' }] },
    { source: '/edu-africa/products', has: [{ type: 'query', key: 'q' }] },
  ],
};
