import { formatPrice, withFontSpaces } from '@/lib/format/display';
import { LANGUAGES, type Locale } from '@/lib/i18n/locales';

/**
 * A product's price in the page's language: English keeps the shop's own form ('NGN 4,500'); French and
 * Hausa write the amount as their Intl locale writes money ('4 500 NGN', '₦ 4,500'). Whole amounts show
 * no decimals, as in English.
 */
export function shopPrice(amount: number, currency: string, locale: Locale): string {
  if (locale === 'en') return formatPrice(amount, currency);
  const price = new Intl.NumberFormat(LANGUAGES[locale].intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
  return withFontSpaces(price);
}
