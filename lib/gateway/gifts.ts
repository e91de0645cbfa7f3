import { env } from '../platform/env';

/*
 * The payment provider's two ways in that are not the contract's (lib/admin-server/gifts.ts): its webhook,
 * read here as the raw body its signature covers, and the donor's return from checkout. Both need the
 * embedded server: with ADMIN_API_URL no gift is taken here, and the webhook is answered 404.
 */

/** The largest webhook body read. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Reads a webhook's raw body and has it recorded: 401 for a signature that does not hold, 200 once recorded. */
export async function servePaymentWebhook(request: Request): Promise<{ response: Response; changed: boolean }> {
  const answer = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });
  if (env().ADMIN_API_URL) return { response: answer(404), changed: false };
  // A provider's event is a few kilobytes: a body that says it is larger is not read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES)
    return { response: answer(413), changed: false };
  const raw = await request.text();
  const { paymentWebhook } = await import('../admin-server/gifts');
  const { status, changed } = await paymentWebhook(raw, request.headers);
  return { response: answer(status), changed };
}

/** The donor back from the provider's checkout: their gift verified if it is still pending. */
export async function giftReturned(reference: string): Promise<{ changed: boolean }> {
  if (env().ADMIN_API_URL) return { changed: false };
  const { giftReturned: returned } = await import('../admin-server/gifts');
  return returned(reference);
}

/** Whether this site takes gifts online: the embedded server, with a payment provider's key. */
export const givingOnline = () => !env().ADMIN_API_URL && !!env().PAYSTACK_SECRET_KEY;

/** The bank-transfer details the donate page shows (GIFT_BANK_DETAILS), one line each. */
export const bankDetails = () =>
  (env().GIFT_BANK_DETAILS ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
