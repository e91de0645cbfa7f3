import { type NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIES } from './lib/auth/cookie';
import { whenAt } from './lib/format/event-schedule';
import { isCrossSiteNavigation, openFromThisSite } from './lib/proxy/console-bounce';
import { eventDate, isMissing, NOT_FOUND_PATH, notFoundAddress } from './lib/proxy/published';
import { mailLinkAnswer } from './lib/proxy/mail-links';
import { isSearch, SEARCH_ROUTES } from './lib/content/searches';
import { MAX_MEMBERSHIP_BYTES } from './lib/api/constants';
import { localePath, PREFIXED, splitLocale } from './lib/i18n/locales';

/*
 * Runs only for addresses with a percent sign in their path, for the staff console, for a searchable
 * list asked with a query, and for a request with a body to a page (the matcher's `has`). A post larger
 * than the page's forms take is answered 413 before it is parsed (bodyRefusal). A search goes to its
 * list's search route. A malformed percent-escape would make Next fail to decode the route's segments
 * and answer 500, so it is answered 400 here. With ADMIN_API_URL set the console is the organisation's own app: every /admin
 * address is answered by one page that says so, and none of the console's pages (which would open
 * the embedded store) runs. A console address asked without a session cookie is sent to sign-in
 * here, with an empty body, before anything renders: the cheap first answer (a link followed from
 * another site, which the SameSite=Strict cookie never comes with, is opened again from this site first:
 * lib/proxy/console-bounce.ts). It is not the check (a cookie may be forged or stale): every console read
 * and write checks the session itself (lib/console/access.ts). A newsletter e-mail's page whose token does
 * not verify is answered 404 with its message, and its button's post sent to the route that follows the
 * link (lib/proxy/mail-links.ts). Every other request goes to its route with nothing in front: running a
 * proxy costs each request it matches.
 *
 * Not answerable here: a server action posted with a body that cannot be decoded answers 500 from Next
 * itself, since only Next can decode it. Nor an asterisk-form request (`GET *`, `OPTIONS *`): Next fails
 * to parse it into a URL before any proxy runs and answers 500; the server keeps serving, and a reverse
 * proxy in front (nginx) refuses it with 400 before it reaches Next. Both: docs/known-issues.md.
 */

function decodes(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * The largest body a page's form may post (a server action, with or without scripts). The public forms
 * are text, the longest (a champion's) far below this even in Hausa's accented letters. Only the console's
 * pictures and the crafts membership's files are larger, up to the membership's own limit.
 */
export const TEXT_FORM_BYTES = 256 * 1024;
const FILE_FORM_PAGES = new RegExp(`^/(?:admin(?:/|$)|(?:(?:${PREFIXED})/)?arewa-hub/join$)`);

const plainText = (status: number, text: string) =>
  new NextResponse(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Another site's page posting to one of ours: Next refuses a server action whose Origin is not the host
 * it was sent to (x-forwarded-host, else Host), but answers 500; the same check here answers 403. An
 * opaque origin (`Origin: null`: a sandboxed frame, a local file, a page that sends no referrer) names no
 * page of ours either, and Next answers it 500 too.
 */
function isForeignOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return (
    host !== request.headers.get('x-forwarded-host')?.split(',')[0]!.trim() && host !== request.headers.get('host')
  );
}

/** A mail program's one-click unsubscribe (RFC 8058) is posted by the mail provider, from anywhere. */
const CROSS_SITE_POSTS = new Set(['/newsletter/one-click']);
const postedCrossSite = (path: string) => CROSS_SITE_POSTS.has(splitLocale(path).path);

/**
 * A POST to a page whose body is larger than its forms take is refused from its Content-Length, before
 * a server action parses it: the action would read up to its limit (36 MB), then Next would answer 500.
 * A body without a length (chunked) is not what a browser sends a form as. Next itself buffers a body
 * up to proxyClientMaxBodySize before the proxy runs (next.config.ts; docs/known-issues.md).
 */
function bodyRefusal(request: NextRequest, path: string): NextResponse | undefined {
  if (request.method !== 'POST') return undefined;
  if (!postedCrossSite(path) && isForeignOrigin(request))
    return plainText(403, 'Forms can only be sent from this website.');
  const limit = FILE_FORM_PAGES.test(path) ? MAX_MEMBERSHIP_BYTES : TEXT_FORM_BYTES;
  const length = request.headers.get('content-length');
  if (length === null)
    return request.headers.has('transfer-encoding')
      ? plainText(411, 'Send this form with its length (Content-Length).')
      : undefined;
  if (!/^\d+$/.test(length)) return plainText(400, 'Bad request: the Content-Length is not a number.');
  if (Number(length) <= limit) return undefined;
  const kb = Math.round(limit / 1024);
  const most = kb >= 1024 ? `${Math.round(kb / 1024)} MB` : `${kb} KB`;
  return plainText(
    413,
    `This form is too large to send: it may hold at most ${most}. Go back, shorten what you wrote, and send it again.`,
  );
}

const ELSEWHERE = '/admin/elsewhere';
const SIGN_IN = '/admin/sign-in';

/**
 * A console request that cannot be signed in: no session cookie, not the sign-in page, and not a
 * server action (Next answers those with its own redirect protocol, from the action's check).
 */
const signedOut = (request: NextRequest, path: string) =>
  /^\/admin(\/|$)/.test(path) &&
  path !== SIGN_IN &&
  path !== ELSEWHERE &&
  !request.headers.has('next-action') &&
  !SESSION_COOKIES.some((name) => request.cookies.has(name));

/** Each arm's bare prefix is its home page. */
const ARM_HOMES: Record<string, string> = {
  '/edu-africa': '/edu-africa/home',
  '/arewa-hub': '/arewa-hub/home',
  '/acn': '/acn/home',
};

/**
 * The site's own permanent redirects, sent here rather than from next.config.ts (redirects(), and Next's
 * trailing-slash redirect, turned off there): those answer before the config's headers are added, so
 * they carried none of the security headers. An answer of the proxy carries them like any page.
 */
function siteRedirect(request: NextRequest): NextResponse | undefined {
  // As sent: Next's own URL object drops a trailing slash.
  const sent = new URL(request.url).pathname;
  const trimmed = sent.length > 1 && sent.endsWith('/') ? sent.replace(/\/+$/, '') || '/' : sent;
  // English has no prefix: /en/… is the same page at its address without one. Its share pictures are the
  // exception: Next names them under the route's own /en/…, and a link preview must not meet a redirect.
  if (SHARE_PICTURE.test(trimmed)) return undefined;
  const { locale, path } = splitLocale(trimmed);
  // The not-found page's address, where the site's server sends a missing record's page, is Next's alone.
  if (path === NOT_FOUND_PATH) return undefined;
  const target = localePath(locale, ARM_HOMES[path] ?? path);
  if (target === sent) return undefined;
  const url = new URL(request.url);
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

/** A page's share picture, as Next addresses it (opengraph-image, with or without its hash, or with its id). */
const SHARE_PICTURE = /\/(?:opengraph|twitter)-image(?:-\w+)?(?:\/[\w-]+)?$/;

const EVENT_PAGE = new RegExp(`^(/(?:${PREFIXED}))?/events/(upcoming|past)-event-details/([^/]+)$`);

/**
 * An event's page (lib/content/pages.ts): 308 to the address its date calls for when asked at its other one
 * (upcoming or past; lib/proxy/published.ts says why here), and the not-found page, with its words in the
 * server's HTML, when the server says the event does not exist: the page's own notFound() would send an empty
 * body (docs/known-issues.md). The other records' pages are checked by the site's server
 * (lib/platform/missing-records.ts), which the proxy runs after.
 */
async function eventAnswer(request: NextRequest, path: string): Promise<NextResponse> {
  const [, prefix = '', asked, rawId] = EVENT_PAGE.exec(path) ?? [];
  if (!asked || !rawId) return NextResponse.next();
  const eventId = decodeURIComponent(rawId);
  const date = await eventDate(eventId);
  const right = date && whenAt(date, Date.now());
  if (right && right !== asked) {
    const url = new URL(request.url);
    url.pathname = `${prefix}/events/${right}-event-details/${rawId}`;
    return NextResponse.redirect(url, 308);
  }
  if (await isMissing('event', eventId))
    return NextResponse.rewrite(new URL(notFoundAddress(splitLocale(path).locale), request.url));
  return NextResponse.next();
}

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const path = request.nextUrl.pathname;
  const refused = bodyRefusal(request, path);
  if (refused) return refused;
  const redirect = siteRedirect(request);
  if (redirect) return redirect;
  const mailLink = mailLinkAnswer(request, path);
  if (mailLink) return mailLink;
  // Only an event's page waits for anything (a malformed escape in it is answered 400 below).
  if ((request.method === 'GET' || request.method === 'HEAD') && EVENT_PAGE.test(path) && decodes(path))
    return eventAnswer(request, path);
  const { locale, path: listPath } = splitLocale(path);
  const search = SEARCH_ROUTES[listPath];
  if (search && isSearch(request.nextUrl.searchParams.get('q'))) {
    const url = request.nextUrl.clone();
    // Straight to the language's tree (English's is /en/…, where next.config.ts would send it).
    url.pathname = `/${locale}${search}`;
    return NextResponse.rewrite(url);
  }
  if (/^\/admin(\/|$)/.test(path) && process.env.ADMIN_API_URL && path !== ELSEWHERE) {
    return NextResponse.rewrite(new URL(ELSEWHERE, request.url));
  }
  if (signedOut(request, path)) {
    if (isCrossSiteNavigation(request)) return openFromThisSite(request);
    const status = request.method === 'GET' || request.method === 'HEAD' ? 307 : 303;
    return new NextResponse(null, {
      status,
      headers: { location: new URL(SIGN_IN, request.url).toString(), 'cache-control': 'private, no-store' },
    });
  }
  if (decodes(path)) return NextResponse.next();
  return path.startsWith('/api')
    ? NextResponse.json(
        { success: false, data: 'The address holds a malformed percent-escape' },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      )
    : plainText(400, 'Bad request: the address holds a malformed percent-escape.');
}

/*
 * Next reads the matcher at build time, so it is written out: the searchable pages of lib/content/pages.ts, each
 * only with a non-blank q (tests/proxy.test.ts checks the two agree). As rewrites in next.config.ts these were tried
 * on every page request, each compiled anew: a measurable share of a cached page's time.
 */
export const config = {
  matcher: [
    '/:path(.*%.*)',
    // An event's page (eventAnswer); a trailing slash, and each arm's bare prefix (siteRedirect).
    '/events/upcoming-event-details/:id',
    '/events/past-event-details/:id',
    '/:path(.*/)',
    '/edu-africa',
    '/arewa-hub',
    '/acn',
    // Another language's event pages and arm prefixes; /en/… (siteRedirect sends it to the address without it).
    // A language is any two or three letters here, since the matcher cannot read lib/i18n/locales.ts: each
    // handler takes the prefix for a language only when LOCALES has it, so a language added there needs nothing here.
    '/:lang([a-z]{2,3})/events/upcoming-event-details/:id',
    '/:lang([a-z]{2,3})/events/past-event-details/:id',
    '/:lang([a-z]{2,3})/:arm(edu-africa|arewa-hub|acn)',
    '/en',
    '/en/:path*',
    '/admin',
    '/admin/:path*',
    // A newsletter e-mail's link, asked or posted (lib/proxy/mail-links.ts).
    '/newsletter/:page(confirm|unsubscribe)',
    '/:lang([a-z]{2,3})/newsletter/:page(confirm|unsubscribe)',
    // A post to a page (a form's server action) carries a body: bodyRefusal measures it. /api has its own limits.
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/acn/about/acn-news', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/acn/about/our-stories', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/acn/about/our-results', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/acn/what-we-do/reports', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/acn/latest/media-center', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/edu-africa/products', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/:lang([a-z]{2,3})/acn/about/acn-news', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/:lang([a-z]{2,3})/acn/about/our-stories', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/:lang([a-z]{2,3})/acn/about/our-results', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/:lang([a-z]{2,3})/acn/what-we-do/reports', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/:lang([a-z]{2,3})/acn/latest/media-center', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
    { source: '/:lang([a-z]{2,3})/edu-africa/products', has: [{ type: 'query', key: 'q', value: '.*\\S.*' }] },
  ],
};
