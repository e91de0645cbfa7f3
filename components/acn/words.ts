import { getTranslations } from 'next-intl/server';
import type { TextSection } from '@/lib/content/text';
import { formatDate, formatMoney, withFontSpaces } from '@/lib/format/display';
import type { ImpactOption } from '@/lib/content/acn';
import { LANGUAGES, type Locale } from '@/lib/i18n/locales';

/* The network's words on the server: its catalog, and the figures and dates written in the page's language. */

export type AcnTranslator = Awaited<ReturnType<typeof getTranslations<'acn'>>>;

/** The `acn` catalog in the page's language. */
export const acnWords = (): Promise<AcnTranslator> => getTranslations('acn');

/**
 * A section of running text from the catalog: `<key>.heading`, and each of `paragraphs` and `points`
 * as `<key>.<part>`, in the order given.
 */
export function textSection(
  t: AcnTranslator,
  key: string,
  parts: { paragraphs?: readonly string[]; points?: readonly string[] },
): TextSection {
  return {
    heading: t(`${key}.heading`),
    paragraphs: parts.paragraphs?.map((p) => t(`${key}.${p}`)),
    points: parts.points?.map((p) => t(`${key}.${p}`)),
  };
}

/** The language of what of a post no one translates (its categories): English, marked so on another language's page. */
export const categoryLang = (locale: Locale): 'en' | undefined => (locale === 'en' ? undefined : 'en');

/** A post's date in the page's language: English as the organisation writes it ('1st Jan., 2024'), others by Intl. Read in UTC. */
export function postDate(value: string | undefined | null, locale: Locale): string {
  if (!value) return '';
  if (locale === 'en') return formatDate(value);
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(LANGUAGES[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** A whole percentage in the page's language: '87%', '87 %'. */
export const percent = (value: number, locale: Locale): string =>
  withFontSpaces(new Intl.NumberFormat(LANGUAGES[locale].intl, { style: 'percent' }).format(value / 100));

/** The impact options' amounts in the page's language, by what they buy: the arguments of the messages that name them. */
export const impactAmounts = (options: readonly ImpactOption[], locale: Locale): Record<string, string> =>
  Object.fromEntries(options.map((o) => [o.key, formatMoney(o.amount, o.currency, locale)]));
