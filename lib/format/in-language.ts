import { TRANSLATABLE, type TranslatableField, type TranslatableKind, type Translations } from '../api/constants';
import { DEFAULT_LOCALE, LOCALES, type Locale, localePath } from '../i18n/locales';

/*
 * A record (a post, an event, a product, an FAQ, a team member, a testimony) as a page in one language shows
 * it. Records are written in English, but for a testimony sent from another language's page (its `language`);
 * staff translate their fields one by one (TRANSLATABLE), so a French page may show some fields in French and
 * the rest as written. Each field shown in a language other than the page's is marked with it (`lang="en"`);
 * a record whose every field is in the page's language is wholly so, and its own page is indexed.
 */

/** What a record carries that this module reads: its translatable fields, their language, and its translations. */
export type TranslatableRecord<K extends TranslatableKind> = {
  [F in TranslatableField<K>]?: string | null;
} & { translations?: Translations<K>; language?: string };

/** The `lang` of text shown on a page: the language it is written in where that is not the page's, else nothing. */
export type TextLang = string | undefined;

export interface InLanguage<K extends TranslatableKind, T extends TranslatableRecord<K>> {
  /** The record with each field translated into the page's language put in place of its English. */
  record: T;
  /** Per translatable field, the language it is shown in where that is not the page's ('en' for an English field). */
  lang: Record<TranslatableField<K>, TextLang>;
  /** Every field that has English text is translated: the record reads wholly in the page's language. */
  whole: boolean;
  /** The language the record's text is in: the page's when wholly translated, else English. */
  language: Locale;
  /**
   * The record as its page's title, description and share card give it: translated where it reads wholly in
   * the page's language, else English's, like the page's canonical address (metadata, share links, share picture).
   */
  meta: T;
  /** The `lang` of what of a record no one translates (categories, speakers, places): 'en' on another language's page. */
  fixed: TextLang;
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The record's fields translated into `locale` (non-empty ones only). */
function translatedFields<K extends TranslatableKind>(
  kind: K,
  record: TranslatableRecord<K>,
  locale: Locale,
): Partial<Record<TranslatableField<K>, string>> {
  const own: Partial<Record<TranslatableField<K>, string>> = record.translations?.[locale] ?? {};
  const fields: Partial<Record<TranslatableField<K>, string>> = {};
  for (const field of TRANSLATABLE[kind] as readonly TranslatableField<K>[]) {
    const text = own[field];
    if (hasText(text)) fields[field] = text;
  }
  return fields;
}

/** Whether every field of the record that has English text has a translation into `locale` (English: always). */
export function isWhollyTranslated<K extends TranslatableKind>(
  kind: K,
  record: TranslatableRecord<K>,
  locale: Locale,
): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const fields = translatedFields(kind, record, locale);
  return (TRANSLATABLE[kind] as readonly TranslatableField<K>[]).every(
    (field) => !hasText(record[field]) || field in fields,
  );
}

/** The languages other than English into which the record is wholly translated, in LOCALES' order. */
export function translatedLocales<K extends TranslatableKind>(kind: K, record: TranslatableRecord<K>): Locale[] {
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE && isWhollyTranslated(kind, record, l));
}

/**
 * The record as a page in `locale` shows it: its translated fields in place, each English field marked, and
 * whether it is wholly translated. On an English page: the record as it is, nothing marked.
 */
export function inLanguage<K extends TranslatableKind, T extends TranslatableRecord<K>>(
  kind: K,
  record: T,
  locale: Locale,
): InLanguage<K, T> {
  const fieldNames = TRANSLATABLE[kind] as readonly TranslatableField<K>[];
  const written = record.language ?? DEFAULT_LOCALE;
  const untranslated = written === locale ? undefined : written;
  const lang = Object.fromEntries(fieldNames.map((f) => [f, undefined])) as Record<TranslatableField<K>, TextLang>;
  if (locale === DEFAULT_LOCALE) {
    for (const field of fieldNames) if (hasText(record[field])) lang[field] = untranslated;
    return { record, lang, whole: true, language: DEFAULT_LOCALE, meta: record, fixed: undefined };
  }
  const fields = translatedFields(kind, record, locale);
  for (const field of fieldNames) if (hasText(record[field]) && !(field in fields)) lang[field] = untranslated;
  const whole = fieldNames.every((f) => lang[f] === undefined);
  const shown = { ...record, ...fields };
  return {
    record: shown,
    lang,
    whole,
    language: whole ? locale : DEFAULT_LOCALE,
    meta: whole ? shown : record,
    fixed: 'en',
  };
}

/**
 * The address of a record's own page (`path`, as English has it) that the page names as its own (canonical,
 * share links, structured data): in the page's language where the record reads wholly in it, else English's.
 */
export const recordPath = (shown: { language: Locale }, path: string): string => localePath(shown.language, path);
