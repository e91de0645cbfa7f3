import type { Selectable } from 'kysely';
import { TRANSLATABLE, type TranslatableField, type TranslatableKind, type Translations } from '@/lib/api/constants';
import type { EventTable, FaqTable, PostTable, ProductTable, TeamMemberTable, TestimonyTable } from '@/lib/db/schema';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { FieldSpec } from './content-form';

/*
 * What a record's translation forms ask for, beside the English each field translates, and how much of
 * a record (or a list) is translated into each language: the fields translated out of those that have
 * English text.
 */

/** The languages records are translated into: the site's, but English. */
export const TRANSLATION_LANGUAGES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];

/** A record's English text per translatable field ('' where it has none). */
export type English<K extends TranslatableKind> = Record<TranslatableField<K>, string>;

/** Each kind's English, from its row as the console reads it: a post's text as the Markdown staff typed. */
export const englishOf = {
  post: (p: Pick<Selectable<PostTable>, 'title' | 'caption' | 'body' | 'body_markdown' | 'image_alt'>) => ({
    title: p.title,
    caption: p.caption,
    post: p.body_markdown ?? p.body,
    imageAlt: p.image_alt ?? '',
  }),
  event: (e: Selectable<EventTable>) => ({
    eventName: e.event_name,
    eventDescription: e.event_description,
    schedule: e.schedule,
    imageAlt: e.image_alt ?? '',
  }),
  product: (p: Selectable<ProductTable>) => ({
    productName: p.product_name,
    description: p.description,
    imageAlt: p.image_alt ?? '',
  }),
  faq: (f: Selectable<FaqTable>) => ({ question: f.question, answer: f.answer }),
  teamMember: (m: Selectable<TeamMemberTable>) => ({
    position: m.position,
    bio: m.bio ?? '',
    imageAlt: m.image_alt ?? '',
  }),
  testimony: (t: Selectable<TestimonyTable>) => ({ testimony: t.testimony }),
} satisfies { [K in TranslatableKind]: (row: never) => English<K> };

const MARKDOWN =
  'Markdown, as the English: a blank line between paragraphs, **bold**, *italic*, ## a heading, - a list item.';
/** An event's and a product's English is kept only as the HTML its Markdown made, and shown so. */
const MARKDOWN_OVER_HTML =
  'Markdown: a blank line between paragraphs, **bold**, *italic*, - a list item. The English beside it is shown as the site keeps it, as HTML.';
const ALT = 'One sentence for people who cannot see the picture.';

/** How each field's translation is asked for. */
const FIELDS: { [K in TranslatableKind]: Record<TranslatableField<K>, Omit<FieldSpec, 'name'>> } = {
  post: {
    title: { label: 'Title' },
    caption: { label: 'Caption' },
    post: {
      label: 'Text',
      type: 'textarea',
      rows: 14,
      hint: MARKDOWN,
    },
    imageAlt: { label: 'What the picture shows', hint: ALT },
  },
  event: {
    eventName: { label: 'Name' },
    eventDescription: { label: 'Description', type: 'textarea', rows: 8, hint: MARKDOWN_OVER_HTML },
    schedule: { label: 'Schedule', type: 'textarea', rows: 6, hint: MARKDOWN_OVER_HTML },
    imageAlt: { label: 'What the picture shows', hint: ALT },
  },
  product: {
    productName: { label: 'Name' },
    description: { label: 'Description', type: 'textarea', rows: 8, hint: MARKDOWN_OVER_HTML },
    imageAlt: { label: 'What the picture shows', hint: ALT },
  },
  faq: { question: { label: 'Question' }, answer: { label: 'Answer', type: 'textarea' } },
  teamMember: {
    position: { label: 'Position' },
    bio: { label: 'Bio', type: 'textarea' },
    imageAlt: { label: 'What the picture shows', hint: ALT },
  },
  testimony: { testimony: { label: 'Testimony', type: 'textarea', rows: 6 } },
};

/** The fields of a record's form in one language: each with the English it translates beside it, read-only. */
export function translationFields<K extends TranslatableKind>(
  kind: K,
  english: English<K>,
  locale: Locale,
): FieldSpec[] {
  const fields: readonly TranslatableField<K>[] = TRANSLATABLE[kind];
  return fields.map((name) => {
    const spec = (FIELDS[kind] as Record<string, Omit<FieldSpec, 'name'>>)[name]!;
    return {
      ...spec,
      name,
      label: `${spec.label} in ${LANGUAGES[locale].name}`,
      source: english[name],
      lang: locale,
    };
  });
}

/** A record's translations as coverage reads them: per language, the fields translated. */
type AnyTranslations = Translations<TranslatableKind> | undefined;

/** How much of a record is translated into a language: its fields translated, of those with English text. */
export function coverage(english: Record<string, string>, translations: AnyTranslations, locale: Locale) {
  const fields = translations?.[locale] as Record<string, string | undefined> | undefined;
  const of = Object.keys(english).filter((f) => english[f]!.trim() !== '');
  const done = of.filter((f) => (fields?.[f] ?? '').trim() !== '').length;
  return { done, of: of.length };
}

/** A record's coverage in every language, such as "FR 3/4 · HA 0/4". */
export const coverageText = (english: Record<string, string>, translations: AnyTranslations) =>
  TRANSLATION_LANGUAGES.map((l) => {
    const { done, of } = coverage(english, translations, l);
    return `${l.toUpperCase()} ${done}/${of}`;
  }).join(' · ');

/** A list's coverage in every language: its records' fields translated, of those with English text, summed. */
export function listCoverageText(records: { english: Record<string, string>; translations: AnyTranslations }[]) {
  return TRANSLATION_LANGUAGES.map((l) => {
    let done = 0;
    let of = 0;
    for (const r of records) {
      const c = coverage(r.english, r.translations, l);
      done += c.done;
      of += c.of;
    }
    return `${LANGUAGES[l].name} ${done}/${of}`;
  }).join(' · ');
}
