import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { endpoints } from '@/lib/api/contract';
import { giftReturned } from '@/lib/gateway/gifts';
import { asLocale, localePath } from '@/lib/i18n/locales';
import { purgeChangedPages } from '@/lib/purge/job';

/*
 * Where the payment provider sends the donor back (its callback_url, with `reference` added): the gift is
 * verified if still pending, the public totals expired if it was settled now, and the donor sent on to the
 * thank-you page of their language, which says what became of it. A provider that cannot be reached leaves
 * the gift pending, for the webhook or a later look.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const query = new URL(request.url).searchParams;
  const reference = (query.get('reference') ?? query.get('trxref') ?? '').slice(0, 64);
  if (reference) {
    const { changed } = await giftReturned(reference);
    if (changed) {
      const tags = endpoints.giftTotals.tags!();
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
      after(() => purgeChangedPages(tags));
    }
  }
  const thanks = localePath(asLocale(locale), '/acn/how-to-help/donate/thanks');
  return new Response(null, {
    status: 303,
    headers: { Location: `${thanks}?reference=${encodeURIComponent(reference)}`, 'Cache-Control': 'no-store' },
  });
}
