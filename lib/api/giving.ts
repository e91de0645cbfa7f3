import english from '../../messages/en/giving.json';
import { fill, templatePatterns } from './constants';

/*
 * What the giving form shows and the gift schema checks, without zod: the currencies, the amounts suggested
 * in each, and the limits of one gift online (in major units). The validation messages are the giving
 * catalog's English (messages/en/giving.json), which a page in another language shows in its words.
 */

export const GIFT_CURRENCIES = ['NGN', 'GHS', 'USD'] as const;
export type GiftCurrency = (typeof GIFT_CURRENCIES)[number];
export const GIFT_FREQUENCIES = ['once', 'monthly'] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];

/** Per currency: the amounts the form suggests, and the least and most one gift online may be. */
export const GIFT_AMOUNTS: Record<GiftCurrency, { suggested: number[]; min: number; max: number }> = {
  NGN: { suggested: [5000, 10000, 25000, 50000], min: 100, max: 10_000_000 },
  GHS: { suggested: [50, 100, 250, 500], min: 1, max: 100_000 },
  USD: { suggested: [10, 25, 50, 100], min: 1, max: 10_000 },
};

export type GivingMessageKey = keyof typeof english.validation;

/** A giving message in English, by its key: what the schema and the server give. */
export const givingMessage = (key: GivingMessageKey, args?: Record<string, string | number>) =>
  fill(english.validation[key], args);

/** A gift's amount as the donor typed it (5000, 5,000, 25.50) in the currency's subunit; null when it is no amount. */
export function amountMinor(typed: string): number | null {
  const plain = typed.trim().replace(/[,\s\u00a0]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * An amount in a currency as a language writes it (₦5,000.00, 5 000,00 $US), from the subunit. Intl puts a
 * narrow no-break space (U+202F) in some languages' numbers, which the site's font lacks: a plain no-break
 * space (U+00A0) stands in for it.
 */
export function formatGift(amountMinor: number, currency: string, intl: string): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(amountMinor / 100)
    .replace(/\u202f/g, '\u00a0');
}

/** Each message's English template as a pattern capturing its arguments by name. */
const PATTERNS = templatePatterns<GivingMessageKey>(english.validation);

/**
 * A giving message in another language's words (`validation`, that language's giving catalog), its
 * numbers written as it writes them; null for a message that is not one of the giving catalog's.
 */
export function translateGivingMessage(
  text: string,
  validation: Record<GivingMessageKey, string>,
  intl: string,
): string | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const args = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1]!;
        return [name, /^\d+$/.test(value) ? new Intl.NumberFormat(intl).format(Number(value)) : value];
      }),
    );
    return fill(validation[key], args).replace(/\u202f/g, '\u00a0');
  }
  return null;
}
