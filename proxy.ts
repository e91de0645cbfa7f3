import { type NextRequest, NextResponse } from 'next/server';

/*
 * Runs only for addresses with a percent sign in their path and for the staff console. A malformed
 * percent-escape would make Next fail to decode the route's segments and answer 500, so it is
 * answered 400 here. With ADMIN_API_URL set the console is the organisation's own app: every /admin
 * address is answered by one page that says so, and none of the console's pages (which would open
 * the embedded store) runs. Every other request goes to its route with nothing in front: running a
 * proxy costs each request it matches.
 */

function decodes(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

const ELSEWHERE = '/admin/elsewhere';

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (/^\/admin(\/|$)/.test(path) && process.env.ADMIN_API_URL && path !== ELSEWHERE) {
    return NextResponse.rewrite(new URL(ELSEWHERE, request.url));
  }
  if (decodes(path)) return NextResponse.next();
  return path.startsWith('/api')
    ? NextResponse.json({ success: false, data: 'The address holds a malformed percent-escape' }, { status: 400, headers: { 'cache-control': 'no-store' } })
    : new NextResponse('Bad request: the address holds a malformed percent-escape.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
}

export const config = { matcher: ['/:path(.*%.*)', '/admin', '/admin/:path*'] };
