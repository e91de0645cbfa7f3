import { getTranslations } from 'next-intl/server';
import { followSubscriberLink } from '@/lib/forms/subscriber-links';
import { asLocale, localePath } from '@/lib/i18n/locales';

/*
 * What a newsletter page's button does: the page posts its form to its own address, and the proxy sends the post
 * here once its token verifies (lib/proxy/mail-links.ts). The link is followed, and the page shown again saying
 * what happened (303). A token the admin server does not know (a subscriber since removed) goes to the page
 * without it, which answers 404 with its message; an admin server that cannot be asked is a 503 in the page's
 * language, and the visitor can press the button again.
 */

const PURPOSES = new Set(['confirm', 'unsubscribe'] as const);
const isPurpose = (value: string): value is 'confirm' | 'unsubscribe' => PURPOSES.has(value as never);

export async function POST(request: Request, { params }: { params: Promise<{ locale: string; purpose: string }> }) {
  const { locale: language, purpose } = await params;
  const locale = asLocale(language);
  if (!isPurpose(purpose)) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const done = await followSubscriberLink(purpose, new URL(request.url).searchParams.get('token'));
  if (!done.ok && !done.invalid) {
    const t = await getTranslations({ locale, namespace: 'errors' });
    return new Response(t('readError'), {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  const page = done.ok ? `/newsletter/${purpose}?done=${encodeURIComponent(done.website)}` : `/newsletter/${purpose}`;
  return new Response(null, {
    status: 303,
    headers: { Location: localePath(locale, page), 'Cache-Control': 'no-store' },
  });
}
