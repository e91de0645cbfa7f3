import { TRANSLATABLE, type TranslatableField, type TranslatableKind, type Translations } from '../api/constants';
import { renderMarkdown } from '../format/markdown';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '../i18n/locales';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso } from '../db/ids';
import { type Actor, auditLine } from './audit';
import { GoneError, HttpError } from './errors';

/*
 * Records' fields in the site's other languages (TRANSLATABLE names the fields of each kind). Staff
 * translate a record one language at a time; every read of a record the public pages or the bearer API
 * make carries its translations, per language, in the contract's shape. A post's text, an event's
 * description and schedule and a product's description are Markdown, as their English is: rendered and
 * sanitized when saved, as the English is, and kept beside what was typed, so that a read never renders
 * and the console edits what staff wrote. Every other field is plain text.
 */

/** The languages a record is translated into: the site's, but English, which the records are written in. */
export const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** The longest translation of a field the store takes (a post's text, the longest English field, takes 50,000). */
export const MAX_TRANSLATION = 50_000;

/** Each kind's table, and what a refusal calls one record of it. */
const RECORDS = {
  post: { table: 'posts', noun: 'post' },
  event: { table: 'events', noun: 'event' },
  product: { table: 'products', noun: 'product' },
  faq: { table: 'faqs', noun: 'question' },
  teamMember: { table: 'team_members', noun: 'person' },
  testimony: { table: 'testimonies', noun: 'testimony' },
} as const satisfies Record<TranslatableKind, { table: string; noun: string }>;

/** The fields kept as the Markdown staff typed and served as HTML, as their English is: a post's text, an event's description and schedule, a product's description. */
const MARKDOWN_FIELDS: ReadonlySet<string> = new Set([
  'post.post',
  'event.eventDescription',
  'event.schedule',
  'product.description',
]);
const isMarkdown = (kind: string, field: string) => MARKDOWN_FIELDS.has(`${kind}.${field}`);

const isKind = (kind: unknown): kind is TranslatableKind =>
  typeof kind === 'string' && Object.hasOwn(TRANSLATABLE, kind);
const isTranslationLocale = (locale: unknown): locale is TranslationLocale =>
  TRANSLATION_LOCALES.includes(locale as TranslationLocale);

/**
 * The translations of the records of one kind named by `ids`, in one query: per record id, per language,
 * the fields translated. `typed` answers a post's text as the Markdown staff typed (for the console);
 * otherwise as its sanitized HTML, as the contract carries it.
 */
export async function translationsOf<K extends TranslatableKind>(
  db: Db,
  kind: K,
  ids: readonly string[],
  { typed = false }: { typed?: boolean } = {},
): Promise<Map<string, Translations<K>>> {
  const found = new Map<string, Translations<K>>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('translations')
    .select(['record_id', 'locale', 'field', 'value', 'html'])
    .where('kind', '=', kind)
    .where('record_id', 'in', [...new Set(ids)])
    .execute();
  const fields: readonly string[] = TRANSLATABLE[kind];
  for (const r of rows) {
    // A language or field the site no longer has stays stored but is not served.
    if (!isTranslationLocale(r.locale) || !fields.includes(r.field)) continue;
    const record = found.get(r.record_id) ?? {};
    found.set(r.record_id, record);
    const language = (record[r.locale] ??= {}) as Record<string, string>;
    language[r.field] = !typed && isMarkdown(kind, r.field) ? (r.html ?? renderMarkdown(r.value)) : r.value;
  }
  return found;
}

/** Rows of one kind, each with its translations (`{}` when it has none), read in one query for them all. */
export async function withTranslations<K extends TranslatableKind, R extends { id: string }>(
  db: Db,
  kind: K,
  rows: R[],
): Promise<(R & { translations: Translations<K> })[]> {
  const found = await translationsOf(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, translations: found.get(r.id) ?? {} }));
}

/** One row (or none) with its translations. */
export async function oneWithTranslations<K extends TranslatableKind, R extends { id: string }>(
  db: Db,
  kind: K,
  row: R | undefined,
): Promise<(R & { translations: Translations<K> }) | undefined> {
  return row && (await withTranslations(db, kind, [row]))[0];
}

/** Deletes a record's translations, in the transaction that deletes the record. */
export async function deleteTranslationsOf(tx: Db, kind: TranslatableKind, id: string): Promise<void> {
  await tx.deleteFrom('translations').where('kind', '=', kind).where('record_id', '=', id).execute();
}

/** The record a translation is of, in the transaction that saves it: where it is listed, or a refusal. */
async function recordToTranslate(tx: Db, kind: TranslatableKind, id: string): Promise<string | null> {
  const { noun } = RECORDS[kind];
  switch (kind) {
    case 'post': {
      const r = await tx.selectFrom('posts').select('kind').where('id', '=', id).executeTakeFirst();
      if (!r) throw new GoneError(noun);
      return r.kind;
    }
    case 'faq': {
      const r = await tx.selectFrom('faqs').select('site').where('id', '=', id).executeTakeFirst();
      if (!r) throw new GoneError(noun);
      return r.site;
    }
    case 'teamMember': {
      const r = await tx.selectFrom('team_members').select('team').where('id', '=', id).executeTakeFirst();
      if (!r) throw new GoneError(noun);
      return r.team;
    }
    case 'testimony': {
      const r = await tx
        .selectFrom('testimonies')
        .select(['website', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) throw new GoneError(noun);
      // A visitor's words are translated once they are shown: a pending or blocked one is not published text.
      if (r.status !== 'approved')
        throw new HttpError(409, 'Only an approved testimony is translated: approve it first.');
      return r.website;
    }
    case 'event':
    case 'product': {
      const r = await tx.selectFrom(RECORDS[kind].table).select('id').where('id', '=', id).executeTakeFirst();
      if (!r) throw new GoneError(noun);
      return null;
    }
  }
}

/** Each translatable field's column in its kind's table: the English it translates. */
const ENGLISH_COLUMNS = {
  post: { title: 'title', caption: 'caption', post: 'body', imageAlt: 'image_alt' },
  event: {
    eventName: 'event_name',
    eventDescription: 'event_description',
    schedule: 'schedule',
    imageAlt: 'image_alt',
  },
  product: { productName: 'product_name', description: 'description', imageAlt: 'image_alt' },
  faq: { question: 'question', answer: 'answer' },
  teamMember: { position: 'position', bio: 'bio', imageAlt: 'image_alt' },
  testimony: { testimony: 'testimony' },
} as const satisfies { [K in TranslatableKind]: Record<TranslatableField<K>, string> };

/** A record's English, field by field, as a translation of it is checked against it; null when there is no such record. */
export async function englishOf(
  db: Db,
  kind: TranslatableKind,
  id: string,
): Promise<Partial<Record<string, string>> | null> {
  const columns: Record<string, string> = ENGLISH_COLUMNS[kind];
  const row: Record<string, string | number | null> | undefined = await db
    .selectFrom(RECORDS[kind].table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, String(row[column] ?? '')]));
}

export interface TranslationSave {
  kind: TranslatableKind;
  id: string;
  locale: string;
  /** The fields to save; one that is empty (or only spaces) removes that field's translation. Fields left out stay as they are. */
  fields: Partial<Record<string, string>>;
}

/**
 * Saves a record's translation into one language: several fields at once, one audit line naming who
 * translated which record into which language and which fields (never the text). Refuses an unknown kind,
 * language or field (400) and a record that is not there (GoneError). Answers where the record is listed
 * (a post's kind, an FAQ's site, a member's team, a testimony's arm; null for an event or a product), for
 * the caller to expire its pages.
 */
export async function saveTranslation(db: Db, actor: Actor, save: TranslationSave): Promise<string | null> {
  const { kind, id, locale } = save;
  if (!isKind(kind)) throw new HttpError(400, `There is no kind of record called “${String(kind)}” to translate.`);
  if (!isTranslationLocale(locale))
    throw new HttpError(400, `Records are translated into ${TRANSLATION_LOCALES.join(', ')}, not “${String(locale)}”.`);
  const allowed: readonly string[] = TRANSLATABLE[kind];
  const entries = Object.entries(save.fields).filter((e): e is [string, string] => e[1] !== undefined);
  const unknown = entries.map(([f]) => f).filter((f) => !allowed.includes(f));
  if (unknown.length > 0)
    throw new HttpError(400, `A ${kind} has no field ${unknown.join(', ')} to translate (only ${allowed.join(', ')}).`);
  const long = entries.filter(([, v]) => v.length > MAX_TRANSLATION).map(([f]) => f);
  if (long.length > 0) throw new HttpError(400, `${long.join(', ')}: at most ${MAX_TRANSLATION} characters.`);
  const written = entries.map(([f, v]) => [f, v.trim()] as const).filter(([, v]) => v !== '');
  const cleared = entries.filter(([, v]) => v.trim() === '').map(([f]) => f);

  return writeDurably(db, async (tx) => {
    const place = await recordToTranslate(tx, kind, id);
    const removed =
      cleared.length === 0
        ? []
        : await tx
            .deleteFrom('translations')
            .where('kind', '=', kind)
            .where('record_id', '=', id)
            .where('locale', '=', locale)
            .where('field', 'in', cleared)
            .returning('field')
            .execute();
    const at = nowIso();
    for (const [field, value] of written) {
      const row = {
        value,
        html: isMarkdown(kind, field) ? renderMarkdown(value) : null,
        updated_at: at,
        updated_by: actor.email,
      };
      await tx
        .insertInto('translations')
        .values({ kind, record_id: id, locale, field, ...row })
        .onConflict((oc) => oc.columns(['kind', 'record_id', 'locale', 'field']).doUpdateSet(row))
        .execute();
    }
    // Nothing written and nothing there to remove: nothing changed, so nothing is logged.
    if (written.length === 0 && removed.length === 0) return place;
    const parts = [
      written.length > 0 ? written.map(([f]) => f).join(', ') : '',
      removed.length > 0 ? `removed ${removed.map((r) => r.field).join(', ')}` : '',
    ].filter(Boolean);
    await tx
      .insertInto('audit_log')
      .values(
        auditLine(
          actor,
          `${kind} translated`,
          `${kind} ${id} into ${locale} (${LANGUAGES[locale].name}): ${parts.join('; ')}`,
        ),
      )
      .execute();
    return place;
  });
}
