import { glossaryProblems } from './glossary';
import { isLocale, LANGUAGES } from './locales';
import { messageShape, MessageSyntaxError, type MessageShape } from './message-shape';

/*
 * The checks a translation passes before the site takes it, wherever it comes from: the catalogs' tests,
 * `npm run i18n:import` (a translator's spreadsheet) and the console's translation forms. Each problem is a
 * sentence a translator can act on.
 */

const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');
const tagList = (names: string[]) => (names.length ? names.map((n) => `<${n}>`).join(', ') : 'none');

/** The plural forms a language has (CLDR's, as Intl knows them), and the explicit `=n`. */
function pluralForms(locale: string): string[] {
  const intl = isLocale(locale) ? LANGUAGES[locale].intl : locale;
  return new Intl.PluralRules(intl).resolvedOptions().pluralCategories;
}

/** What is wrong with `text`'s ICU shape beside the English's: its arguments, tags and plurals. */
export function shapeProblems(locale: string, english: string, text: string): string[] {
  let source: MessageShape;
  let shape: MessageShape;
  try {
    source = messageShape(english);
  } catch {
    return [];
  }
  try {
    shape = messageShape(text);
  } catch (error) {
    if (error instanceof MessageSyntaxError) return [`the message cannot be read: ${error.message}`];
    throw error;
  }
  const problems: string[] = [];
  if (shape.arguments.join() !== source.arguments.join())
    problems.push(`it must take the English’s arguments (${list(source.arguments)}), not ${list(shape.arguments)}`);
  if (shape.tags.join() !== source.tags.join())
    problems.push(`it must keep the English’s tags (${tagList(source.tags)}), not ${tagList(shape.tags)}`);
  const forms = pluralForms(locale);
  for (const name of Object.keys(source.plurals)) {
    const selectors = shape.plurals[name];
    if (!selectors) {
      problems.push(
        `{${name}} is a plural in English: write it {${name}, plural, …} with this language’s forms (${forms.join(', ')})`,
      );
      continue;
    }
    const foreign = selectors.filter((s) => !s.startsWith('=') && !forms.includes(s));
    if (foreign.length)
      problems.push(
        `the plural {${name}} has forms this language does not have (${foreign.join(', ')}): use ${forms.join(', ')}`,
      );
  }
  return problems;
}

/** Everything wrong with `text` as the translation into `locale` of `english`: empty, its ICU shape, the glossary, the typography. */
export function translationProblems(locale: string, english: string, text: string): string[] {
  if (!text.trim()) return ['the translation is empty'];
  return [...shapeProblems(locale, english, text), ...glossaryProblems(locale, text, english)];
}
