import { type NextRequest, NextResponse } from 'next/server';

/*
 * With ADMIN_API_URL set, the browser's /api/* calls are forwarded to the organisation's admin
 * server, so the site's forms work the same in both modes. Unset, the embedded server answers.
 */
export function proxy(request: NextRequest) {
  const base = process.env.ADMIN_API_URL?.replace(/\/+$/, '');
  if (!base) return NextResponse.next();
  const rest = request.nextUrl.pathname.replace(/^\/api/, '');
  return NextResponse.rewrite(new URL(`${base}${rest}${request.nextUrl.search}`));
}

export const config = { matcher: ['/api', '/api/:path*'] };
