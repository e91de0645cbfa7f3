import { z } from 'zod';
import {
  GIFT_FREQUENCIES,
  GIFT_STATUSES,
  type GiftFilter,
  type GiftFrequency,
  type GiftStatus,
  type LedgerGift,
} from '@/lib/console/donations';

/*
 * The Donations page's filters as they travel in the address (the list, its pages, its CSV and the
 * way back from a gift all read them here): anything unexpected is dropped, never an error. And how
 * the console writes a gift's amount and state, in English like the rest of the console.
 */

const schema = z.object({
  status: z.enum(GIFT_STATUSES).optional().catch(undefined),
  frequency: z.enum(GIFT_FREQUENCIES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function donationFilter(params: Record<string, string | string[] | undefined> | URLSearchParams): {
  filter: GiftFilter;
  page: number;
} {
  const raw = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const first = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const { q, page, ...rest } = schema.parse({ page: 1, ...first });
  return { filter: { ...rest, search: q }, page };
}

/** The filter (and a page other than the first) as query parameters again, for links. */
export function donationQuery(filter: GiftFilter, page = 1): string {
  const entries = Object.entries({
    status: filter.status,
    frequency: filter.frequency,
    q: filter.search,
    page: page > 1 ? String(page) : undefined,
  });
  return new URLSearchParams(entries.filter((e): e is [string, string] => !!e[1])).toString();
}

export const STATUS_LABELS: Record<GiftStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const FREQUENCY_LABELS: Record<GiftFrequency, string> = { once: 'One-off', monthly: 'Monthly' };

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in a currency's minor unit (kobo, pesewas, cents) as staff read it: 'NGN 12,500.50'. */
export function formatMinor(minor: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' });
    } catch {
      return `${currency} ${minor} (minor units)`;
    }
    formats.set(currency, format);
  }
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** The amount as a plain number in the currency's main unit, for a spreadsheet: '12500.50'. */
export function majorUnits(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency keeps two decimals.
  }
  return (minor / 10 ** digits).toFixed(digits);
}

/** A monthly gift's standing with the provider: active, stopped, or unknown yet; empty for a one-off gift. */
export function subscriptionState(gift: LedgerGift): string {
  if (gift.frequency !== 'monthly') return '';
  if (gift.subscriptionStatus === 'active') return 'Active';
  if (gift.subscriptionStatus === 'cancelled') return 'Stopped';
  return 'Not set up yet';
}

const CHANNELS: Record<string, string> = {
  card: 'Card',
  bank: 'Bank account',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  mobile_money: 'Mobile money',
  qr: 'QR code',
};

/** How a gift was paid, as staff say it, from the provider's name for the channel; an unknown one as it is. */
export const channelName = (channel: string | null) => (channel ? (CHANNELS[channel] ?? channel) : '');
