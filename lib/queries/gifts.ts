import 'server-only';
import { connection } from 'next/server';
import { endpoints } from '../api/contract';
import { adminClient } from '../gateway/admin-client';
import { read } from './read';

export { bankDetails, givingOnline } from '../gateway/gifts';

/*
 * Gifts given online as pages read them: this year's totals (cached, tagged `gifts`, expired when a gift is
 * paid or refunded), and one gift's state for its thank-you page, read afresh on every visit.
 */

/** Raised this year per currency and how many gave; null where the site takes no gifts or cannot say. */
export async function readGiftTotals() {
  const result = await read(endpoints.giftTotals);
  return result.ok ? result.data : null;
}

/** A gift's state by its reference, never cached; null when there is no such gift or it cannot be read. */
export async function readGiftStatus(reference: string) {
  await connection();
  if (!reference) return null;
  const result = await adminClient().get(endpoints.giftStatus, { reference });
  return result.ok ? result.data : null;
}
