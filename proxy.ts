import { type NextRequest, NextResponse } from 'next/server';

/*
 * Runs only for addresses with a percent sign in their path: a malformed percent-escape would make
 * Next fail to decode the route's segments and answer 500, so it is answered 400 here. Every other
 * request goes to its route with nothing in front: running a proxy costs each request it matches.
 */

function decodes(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (decodes(path)) return NextResponse.next();
  return path.startsWith('/api')
    ? NextResponse.json({ success: false, data: 'The address holds a malformed percent-escape' }, { status: 400, headers: { 'cache-control': 'no-store' } })
    : new NextResponse('Bad request: the address holds a malformed percent-escape.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
}

export const config = { matcher: ['/:path(.*%.*)'] };
