import { followSubscriberLink } from '@/lib/forms/subscriber-links';
import { asLocale, localePath } from '@/lib/i18n/locales';

/*
 * One-click unsubscribe (RFC 8058): a mail program's own button posts `List-Unsubscribe=One-Click` to
 * the address in a newsletter's List-Unsubscribe header. A post without that body (RFC 8058 §3.1), or
 * whose token is not ours, changes nothing and is answered 4xx. A person who opens the address lands
 * on the page.
 */

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } });

/** The body a one-click post carries, form-encoded or multipart; anything unreadable carries none. */
async function isOneClick(request: Request): Promise<boolean> {
  try {
    return (await request.formData()).get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

export async function POST(request: Request) {
  if (!(await isOneClick(request)))
    return answer(400, 'A one-click unsubscribe carries List-Unsubscribe=One-Click in its body. Nothing was changed.');
  const done = await followSubscriberLink('unsubscribe', new URL(request.url).searchParams.get('token'));
  if (done.ok) return answer(200, 'Unsubscribed.');
  return done.invalid
    ? answer(404, 'This link is not valid. Nothing was changed.')
    : answer(503, 'Unsubscribing is not possible right now. Please try again later.');
}

/** Opened as a page: the unsubscribe page, in the language of the address (the subscriber's). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const page = localePath(asLocale(locale), '/newsletter/unsubscribe');
  return new Response(null, {
    status: 303,
    headers: { Location: `${page}?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
  });
}
