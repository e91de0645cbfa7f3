import { getDb } from '../db/db';
import { paymentProvider } from '../payments';
import { HttpError } from '../services/errors';
import * as gifts from '../services/gifts';
import { ID_PATTERN } from '../api/contract';

/*
 * What the payment provider sends the embedded server outside the contract: its signed webhook, whose
 * signature holds only over the raw body as sent, and the donor's return from checkout, which asks the
 * provider about a gift still pending. Each answers whether the public totals changed, for the caller to
 * expire their cache tag.
 */

/** A webhook: 401 when its signature does not hold (or no provider is configured to check it), else 200. */
export async function paymentWebhook(rawBody: string, headers: Headers): Promise<{ status: number; changed: boolean }> {
  const provider = paymentProvider();
  if (!provider) return { status: 404, changed: false };
  try {
    const settled = await gifts.receiveWebhook(await getDb(), provider, rawBody, headers);
    return { status: 200, changed: gifts.totalsChanged(settled) };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, changed: false };
    throw error;
  }
}

/** The donor back from checkout: the gift verified if still pending (a provider that fails leaves it pending). */
export async function giftReturned(reference: string): Promise<{ changed: boolean }> {
  const provider = paymentProvider();
  if (!provider || !ID_PATTERN.test(reference)) return { changed: false };
  const settled = await gifts.verifyGift(await getDb(), provider, reference);
  return { changed: gifts.totalsChanged(settled) };
}
