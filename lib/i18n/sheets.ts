import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { translationProblems } from './checks';
import { TERMS } from './glossary';
import { messageShape } from './message-shape';
import { NEEDS_REVIEW } from './review';

/*
 * A language's catalogs as one spreadsheet, for translators who do not use git (`npm run i18n:export`,
 * `npm run i18n:import`, scripts/i18n.ts): a CSV file, one row per message, with its English, its
 * translation, what the translator must keep (the context) and its state. Read back, every row passes the
 * checks the catalogs' tests hold the catalogs to (lib/i18n/checks.ts); one that does not is refused,
 * named by its row, and nothing is written.
 */

export type Catalog = { [key: string]: string | Catalog };
/** Every catalog of a language, by namespace. */
export type Catalogs = Record<string, Catalog>;

export const COLUMNS = ['key', 'English', 'translation', 'context', 'status'] as const;
/** What a row's `status` may say: written and read by a native speaker, or waiting for that reading. */
export const STATUSES = ['translated', 'needs review'] as const;

/** The catalogs filled in without a message formatter (lib/mail/words.ts): `{name}` arguments only. */
const PLAIN_NAMESPACES = new Set(['mail']);

/** Every leaf of a catalog as its dotted key and text, in the file's order. */
export function leaves(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** A catalog file's text, as the project writes it (two spaces, a final newline). */
export const catalogText = (catalog: Catalog): string => `${JSON.stringify(catalog, null, 2)}\n`;

/** What a translator must keep in a message, and the glossary's terms its English names. */
function context(locale: string, english: string): string {
  const notes: string[] = [];
  try {
    const shape = messageShape(english);
    if (shape.arguments.length) notes.push(`Keep ${shape.arguments.map((a) => `{${a}}`).join(' ')} as they are.`);
    if (shape.tags.length) notes.push(`Keep the tags ${shape.tags.map((t) => `<${t}>…</${t}>`).join(' ')}.`);
    for (const name of Object.keys(shape.plurals))
      notes.push(`{${name}} is a plural: write each of your language’s forms.`);
  } catch {
    // An English message the shape reader cannot read has nothing to add here.
  }
  for (const term of TERMS) {
    const own = term.terms[locale];
    if (own && term.english.test(english)) notes.push(`Glossary: a ${term.concept} is “${own.use}”.`);
  }
  return notes.join(' ');
}

/** One language's catalogs as a CSV file: a row per message, in the catalogs' order. */
export function exportSheet(locale: string, english: Catalogs, translated: Catalogs): string {
  const review = new Set(NEEDS_REVIEW[locale]?.map((r) => r.key));
  const rows = Object.keys(english).flatMap((ns) => {
    const own = new Map(leaves(translated[ns] ?? {}));
    return leaves(english[ns]!).map(([key, text]) => {
      const id = `${ns}:${key}`;
      return [id, text, own.get(key) ?? '', context(locale, text), review.has(id) ? 'needs review' : 'translated'];
    });
  });
  return stringify([[...COLUMNS], ...rows], { bom: true });
}

/** A dotted key's place in a catalog: its parent object and last part, or null where the catalog has no such text. */
function slot(catalog: Catalog, key: string): { parent: Catalog; last: string } | null {
  const parts = key.split('.');
  let node: Catalog = catalog;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!next || typeof next === 'string') return null;
    node = next;
  }
  const last = parts.at(-1)!;
  return typeof node[last] === 'string' ? { parent: node, last } : null;
}

export interface ImportResult {
  /** The language's catalogs with the sheet's translations in place; unchanged where the sheet was refused. */
  catalogs: Catalogs;
  /** One line per refused row, each naming its row and key; none when the sheet was taken. */
  problems: string[];
  /** How many messages the sheet changed. */
  changed: number;
}

/**
 * Reads a sheet `exportSheet` wrote (and a translator filled in) back into a language's catalogs: every
 * row's key must be a message of the English catalogs, its English the catalogs' English (else it was
 * translated from an older text), its translation pass the checks, and its status be one of STATUSES.
 * Rows are numbered as a spreadsheet shows them, the header being row 1.
 */
export function importSheet(locale: string, csv: string, english: Catalogs, translated: Catalogs): ImportResult {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    return { catalogs: translated, problems: [`the file is not CSV: ${(error as Error).message}`], changed: 0 };
  }
  const [header, ...rows] = records;
  if (!header || header.join() !== COLUMNS.join())
    return {
      catalogs: translated,
      problems: [`row 1: the columns must be ${COLUMNS.join(', ')}, as the export writes them`],
      changed: 0,
    };
  const catalogs = structuredClone(translated);
  const problems: string[] = [];
  const seen = new Set<string>();
  let changed = 0;
  rows.forEach((row, index) => {
    const [id = '', englishText = '', text = '', , status = ''] = row;
    const where = `row ${index + 2} (${id || 'no key'})`;
    const refuse = (problem: string) => problems.push(`${where}: ${problem}`);
    const [ns = '', key = ''] = id.split(/:(.*)/s);
    const source = english[ns] ? slot(english[ns], key) : null;
    const target = catalogs[ns] ? slot(catalogs[ns], key) : null;
    if (!source || !target) return refuse('no message of the catalogs has this key');
    if (seen.has(id)) return refuse('this key has a row above already');
    seen.add(id);
    const current = source.parent[source.last] as string;
    if (englishText !== current)
      return refuse(
        'its English is not the catalogs’ English any more: export the sheet again and translate the new text',
      );
    if (!(STATUSES as readonly string[]).includes(status))
      return refuse(`its status must be one of: ${STATUSES.join(', ')}`);
    const found = translationProblems(locale, current, text);
    if (PLAIN_NAMESPACES.has(ns) && /\{\s*\w+\s*,/.test(text))
      found.push('e-mail messages take {name} arguments only, no plural or select');
    if (found.length) return found.forEach(refuse);
    if (target.parent[target.last] !== text) {
      target.parent[target.last] = text;
      changed++;
    }
  });
  return problems.length ? { catalogs: translated, problems, changed: 0 } : { catalogs, problems, changed };
}
