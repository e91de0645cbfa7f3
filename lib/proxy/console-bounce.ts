import { type NextRequest, NextResponse } from 'next/server';

/*
 * The console's session cookie is SameSite=Strict (lib/auth/auth.ts): a browser sends it with no request another
 * site started, a link followed from a webmail to a console page included (a new submission's notice,
 * lib/mail/compose.ts). Such a navigation arrives without the cookie, which would send staff who are signed in
 * to sign-in. It is answered instead with a small page that opens the same console page again from this site,
 * which carries the cookie: staff who are signed in see the page they followed, anyone else is then sent to
 * sign-in. The page opened again is the address's path without its query, so that nothing another site wrote
 * into the address (an inbox search's `q`) ever runs with the session: that is what SameSite=Strict is for.
 */

/** A top-level navigation that another site started (Fetch Metadata; a browser without it goes to sign-in). */
export const isCrossSiteNavigation = (request: NextRequest) =>
  request.method === 'GET' &&
  request.headers.get('sec-fetch-site') === 'cross-site' &&
  request.headers.get('sec-fetch-mode') === 'navigate';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page that opens the console address again from this site, at once, with a link where refresh is off. */
export function openFromThisSite(request: NextRequest): NextResponse {
  const href = escapeHtml(new URL(request.url).pathname);
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="refresh" content="0;url=${href}"><title>Staff console</title></head>` +
    `<body><main><p><a href="${href}">Open the staff console</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}
