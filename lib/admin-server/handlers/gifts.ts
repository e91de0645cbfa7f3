import type { z } from 'zod';
import { ID_PATTERN } from '../../api/contract';
import type { giftSchema } from '../../api/schemas';
import type { Db } from '../../db/db';
import { log } from '../../platform/observe';
import { paymentProvider, ProviderRefused, ProviderUnavailable } from '../../payments';
import * as gifts from '../../services/gifts';
import { fail, ok } from '../http';

/*
 * Gifts given online, as the contract answers them: a gift started (the provider's checkout page to send
 * the donor to), a gift's state for its thank-you page, and this year's totals. Without a payment provider
 * configured (PAYSTACK_SECRET_KEY) no gift is started.
 */

export const NOT_TAKEN = 'Gifts are not taken online on this site: please give by bank transfer';
export const PROVIDER_DOWN = 'The payment service cannot be reached just now: please try again in a few minutes';

export async function startGift(db: Db, body: z.output<typeof giftSchema>): Promise<Response> {
  const provider = paymentProvider();
  if (!provider) return fail(404, NOT_TAKEN);
  try {
    return ok(await gifts.startGift(db, provider, body), 201);
  } catch (error) {
    if (error instanceof ProviderUnavailable || error instanceof ProviderRefused) {
      log.error('[gifts] the payment provider refused or failed a checkout', { error });
      return fail(error instanceof ProviderUnavailable ? 503 : 502, PROVIDER_DOWN, { 'retry-after': '60' });
    }
    throw error;
  }
}

export async function totals(db: Db): Promise<Response> {
  return ok(await gifts.giftTotals(db));
}

export async function status(db: Db, reference: string | undefined): Promise<Response> {
  if (!reference || !ID_PATTERN.test(reference)) return fail(400, 'Invalid gift reference');
  const gift = await gifts.giftStatus(db, reference);
  return gift ? ok(gift) : fail(404, 'No such gift');
}
