import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '../i18n/locales';

/** Shown wherever an image is missing. */
export const FALLBACK_IMAGE = '/images/fallback.svg';

const MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** Each other language's dates, in its own words: '3 mars 2024', '3 Maris, 2024'. */
const DATE_FORMATS = new Map(
  Object.entries(LANGUAGES).map(([locale, { intl }]) => [
    locale,
    new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ]),
);

/**
 * A date in the page's language: in English as the organisation writes it ('1st Jan., 2024'), in another
 * language as that language writes it. Read in UTC so server and browser agree.
 */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  if (locale === DEFAULT_LOCALE) return `${ordinal(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
  return DATE_FORMATS.get(locale)!.format(d);
}

/** Cuts text to `max` characters with an ellipsis, without splitting a word where it can help it. */
export function truncate(text: string, max = 190): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

// One fixed format per language, never the browser's, so that the server's HTML and the browser's first render agree.
const NUMBER_FORMATS = new Map(
  Object.entries(LANGUAGES).map(([locale, { intl }]) => [
    locale,
    new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }),
  ]),
);

/**
 * Text Intl wrote, with the narrow no-break space (U+202F) that French numbers, percentages and money
 * take written as the no-break space (U+00A0): the site's font has no glyph for the narrow one.
 */
export const withFontSpaces = (text: string): string => text.replace(/\u202f/g, '\u00a0');

/** A price with its currency code and a number as the page's language writes it: 'NGN 4,500', 'USD 12.5', 'NGN 4 500'. */
export function formatPrice(amount: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  return withFontSpaces(`${currency} ${NUMBER_FORMATS.get(locale)!.format(amount)}`);
}

/**
 * An amount of money (`currency` an ISO 4217 code) as the page's language writes it: English with the
 * symbol the organisation writes ('$25'), another language as Intl writes money in it ('25 $US',
 * '$ 25'). A whole amount shows no decimals.
 */
export function formatMoney(amount: number, currency: string, locale: Locale = DEFAULT_LOCALE): string {
  return withFontSpaces(
    new Intl.NumberFormat(LANGUAGES[locale].intl, {
      style: 'currency',
      currency,
      currencyDisplay: locale === DEFAULT_LOCALE ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount),
  );
}

/**
 * A search as an address carries it, in the one form pages render: the first `q`, trimmed, its
 * spaces collapsed, at most 100 characters. Matching ignores case.
 */
export function searchQuery(q: string | string[] | null | undefined): string {
  const first = Array.isArray(q) ? q[0] : q;
  return (first ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
}
