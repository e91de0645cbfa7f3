// The translators' spreadsheets (TRANSLATIONS.md, "Reviewing without git"):
//   npm run i18n:export [-- <folder>]        one CSV per language other than English, in translations/ by default
//   npm run i18n:import -- <file.csv> [...]  each file read back into its language's catalogs (its name is the language: ha.csv)
// An import writes nothing unless every row passes the checks; otherwise it names each refused row and fails.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../lib/i18n/locales';
import { type Catalog, catalogText, type Catalogs, exportSheet, importSheet } from '../lib/i18n/sheets';

const MESSAGES = 'messages';

/** Every catalog of a language, by namespace (the file names of messages/en/, so none is left out). */
function readCatalogs(locale: string): Catalogs {
  const names = readdirSync(path.join(MESSAGES, DEFAULT_LOCALE))
    .filter((f) => f.endsWith('.json'))
    .sort();
  return Object.fromEntries(
    names.map((f) => [
      f.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(MESSAGES, locale, f), 'utf8')) as Catalog,
    ]),
  );
}

function exportAll(folder: string) {
  mkdirSync(folder, { recursive: true });
  const english = readCatalogs(DEFAULT_LOCALE);
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const file = path.join(folder, `${locale}.csv`);
    writeFileSync(file, exportSheet(locale, english, readCatalogs(locale)));
    console.log(`${file}: written`);
  }
}

function importFile(file: string): boolean {
  const locale = path.basename(file, '.csv');
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    console.error(`${file}: the file's name must be a language's code, as the export names it (fr.csv, ha.csv)`);
    return false;
  }
  const translated = readCatalogs(locale);
  const result = importSheet(locale, readFileSync(file, 'utf8'), readCatalogs(DEFAULT_LOCALE), translated);
  if (result.problems.length) {
    console.error(`${file}: refused, nothing written:`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    return false;
  }
  for (const [ns, catalog] of Object.entries(result.catalogs)) {
    const target = path.join(MESSAGES, locale, `${ns}.json`);
    const text = catalogText(catalog);
    if (text !== readFileSync(target, 'utf8')) writeFileSync(target, text);
  }
  console.log(`${file}: ${result.changed} message(s) changed`);
  return true;
}

function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'export') return exportAll(args[0] ?? 'translations');
  if (command === 'import' && args.length) {
    const results = args.map(importFile);
    if (results.includes(false)) process.exitCode = 1;
    return;
  }
  console.error('Usage: npm run i18n:export [-- <folder>] | npm run i18n:import -- <fr.csv> [<ha.csv>]');
  process.exitCode = 2;
}

main();
