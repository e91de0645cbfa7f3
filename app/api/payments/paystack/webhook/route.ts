import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { endpoints } from '@/lib/api/contract';
import { servePaymentWebhook } from '@/lib/gateway/gifts';
import { purgeChangedPages } from '@/lib/purge/job';

/*
 * Paystack's webhook, the address registered in its dashboard: the raw body read as sent (its signature
 * covers those bytes), 401 when the signature does not hold, 200 once recorded, a copy or an event the
 * site does not use included, so that Paystack stops sending it. A gift paid or refunded expires the
 * public totals, and nginx's copies of the pages that show them are purged once it has answered.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const { response, changed } = await servePaymentWebhook(request);
  if (changed) {
    const tags = endpoints.giftTotals.tags!();
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    after(() => purgeChangedPages(tags));
  }
  return response;
}
