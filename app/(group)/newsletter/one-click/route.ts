import { unsubscribeByToken } from '@/lib/queries/newsletter';

/*
 * One-click unsubscribe (RFC 8058): a mail program's own button posts `List-Unsubscribe=One-Click` to
 * the address in a newsletter's List-Unsubscribe header. Answered 200 whatever the token, as the RFC
 * asks; a token that is not ours changes nothing. A person who opens the address lands on the page.
 */

export async function POST(request: Request) {
  await unsubscribeByToken(new URL(request.url).searchParams.get('token'));
  return new Response('Unsubscribed.', { headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return new Response(null, { status: 303, headers: { Location: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' } });
}
