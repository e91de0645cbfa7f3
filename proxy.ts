import { type NextRequest, NextResponse } from 'next/server';
import { type DetailKind, lookUp } from './lib/gateway/known-ids';

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
    '/api/:path*',
    '/acn/about/acn-news/:id*',
    '/acn/about/our-stories/:id*',
    '/events/upcoming-event-details/:id*',
    '/events/past-event-details/:id*',
    '/events/ics/:id*',
    '/arewa-hub/products/:id+',
  ],
};
