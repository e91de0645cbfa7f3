import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { NEEDS_REVIEW } from './review';
import { type Catalog, catalogText, type Catalogs, exportSheet, importSheet } from './sheets';

const NAMES = readdirSync(path.join('messages', DEFAULT_LOCALE)).map((f) => f.replace(/\.json$/, ''));
const fileText = (locale: string, ns: string) => readFileSync(path.join('messages', locale, `${ns}.json`), 'utf8');
const catalogs = (locale: string): Catalogs =>
  Object.fromEntries(NAMES.map((ns) => [ns, JSON.parse(fileText(locale, ns)) as Catalog]));
const english = catalogs(DEFAULT_LOCALE);
const OTHERS = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** A sheet with the translation of the row of `key` replaced, as a translator's spreadsheet would save it. */
function edited(locale: string, edits: Record<string, string>): string {
  const rows = parse(exportSheet(locale, english, catalogs(locale)), { bom: true });
  for (const row of rows) if (row[0]! in edits) row[2] = edits[row[0]!]!;
  return stringify(rows);
}

/** The number a spreadsheet gives the row of `key` (the header is row 1). */
const rowOf = (locale: string, key: string) =>
  parse(exportSheet(locale, english, catalogs(locale)), { bom: true }).findIndex((r) => r[0] === key) + 1;

describe('a language’s spreadsheet', () => {
  it('has a row per message of every catalog, with its English, translation, context and status', () => {
    const rows = parse<Record<string, string>>(exportSheet('ha', english, catalogs('ha')), {
      bom: true,
      columns: true,
    });
    expect(rows).toHaveLength(NAMES.flatMap((ns) => JSON.stringify(english[ns]).match(/":"/g) ?? []).length);
    expect(rows.find((r) => r.key === 'eduAfrica:course.lessons')).toEqual({
      key: 'eduAfrica:course.lessons',
      English: '{count, plural, one {# lesson} other {# lessons}}',
      translation: '{count, plural, one {darasi #} other {darussa #}}',
      context: 'Keep {count} as they are. {count} is a plural: write each of your language’s forms.',
      status: 'needs review',
    });
    expect(rows.find((r) => r.key === 'forms:volunteer.label')?.context).toBe(
      'Glossary: a volunteer is “mai aikin sa-kai, masu aikin sa-kai”.',
    );
  });

  it('read back unchanged leaves every catalog byte for byte as it was', () => {
    for (const locale of OTHERS) {
      const result = importSheet(locale, exportSheet(locale, english, catalogs(locale)), english, catalogs(locale));
      expect(result.problems).toEqual([]);
      expect(result.changed).toBe(0);
      for (const ns of NAMES)
        expect([locale, ns, catalogText(result.catalogs[ns]!)]).toEqual([locale, ns, fileText(locale, ns)]);
    }
  });

  it('read back with a new translation puts it in its catalog, and nothing else', () => {
    const result = importSheet('fr', edited('fr', { 'ui:events.time': 'Horaire' }), english, catalogs('fr'));
    expect(result.problems).toEqual([]);
    expect(result.changed).toBe(1);
    expect((result.catalogs.ui!.events as Catalog).time).toBe('Horaire');
    expect(catalogText(result.catalogs.forms!)).toBe(fileText('fr', 'forms'));
  });

  it('is refused, naming the row, for a broken placeholder, a wrong plural or a forbidden term, and changes nothing', () => {
    const sheet = edited('ha', {
      'forms:validation.tooLong': 'Kada “{field}” ya wuce haruffa {maximum}',
      'eduAfrica:course.lessons': 'darussa {count}',
      'forms:volunteer.label': 'Zama ɗan sa-kai',
      'forms:newsletter.email': 'Imel ɗinka',
      'arms:group.tagline': "Ilimi da al'umma a faɗin Yammacin Afirka",
    });
    const result = importSheet('ha', sheet, english, catalogs('ha'));
    const row = (key: string) => `row ${rowOf('ha', key)} (${key}): `;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${row('forms:validation.tooLong').replace(/[()]/g, '\\$&')}.*\\{max\\}`)),
        expect.stringContaining(`${row('eduAfrica:course.lessons')}{count} is a plural in English`),
        expect.stringContaining(`${row('forms:volunteer.label')}“ɗan sa-kai”`),
        expect.stringContaining(`${row('forms:newsletter.email')}“ɗinka”`),
        expect.stringContaining(`${row('arms:group.tagline')}“'”`),
      ]),
    );
    expect(result.changed).toBe(0);
    expect(result.catalogs).toEqual(catalogs('ha'));
  });

  it('is refused for a row whose English changed since the export, an unknown key or status, or other columns', () => {
    const rows = parse(exportSheet('fr', english, catalogs('fr')), { bom: true });
    rows[1]![1] = 'An older English text';
    rows[2]![0] = 'ui:no.such.key';
    rows[3]![4] = 'done';
    const result = importSheet('fr', stringify(rows), english, catalogs('fr'));
    expect(result.problems).toEqual([
      expect.stringMatching(/^row 2 \(.+\): its English is not the catalogs’ English any more/),
      'row 3 (ui:no.such.key): no message of the catalogs has this key',
      expect.stringMatching(/^row 4 \(.+\): its status must be one of: translated, needs review/),
    ]);
    expect(importSheet('fr', 'name,text\nx,y\n', english, catalogs('fr')).problems).toEqual([
      'row 1: the columns must be key, English, translation, context, status, as the export writes them',
    ]);
  });

  it('keeps e-mail messages plain: no plural where the mail has no formatter', () => {
    const key = 'mail:confirm.subject';
    const result = importSheet(
      'fr',
      edited('fr', { [key]: '{site, select, other {Confirmez votre inscription à {site}}}' }),
      english,
      catalogs('fr'),
    );
    expect(result.problems).toEqual([expect.stringContaining('{name} arguments only')]);
  });

  it('marks "needs review" on the rows of lib/i18n/review.ts, each a message of the catalogs', () => {
    for (const locale of OTHERS) {
      const rows = parse<Record<string, string>>(exportSheet(locale, english, catalogs(locale)), {
        bom: true,
        columns: true,
      });
      const marked = rows.filter((r) => r.status === 'needs review').map((r) => r.key);
      expect(marked.sort()).toEqual((NEEDS_REVIEW[locale] ?? []).map((r) => r.key).sort());
    }
  });
});
