import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../lib/i18n/catalog';
import { translationProblems } from '../lib/i18n/checks';
import { glossaryProblems } from '../lib/i18n/glossary';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales';

type Catalog = { [key: string]: string | Catalog };

/** Every catalog, those no page loads among them (tests/i18n-catalogs.test.ts). */
const CATALOGS = [...NAMESPACES, 'mail', 'refused', 'kept'];
const read = (locale: string, ns: string) =>
  JSON.parse(readFileSync(path.join('messages', locale, `${ns}.json`), 'utf8')) as Catalog;

function leaves(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('the glossary and each language’s typography', () => {
  it('hold for every string of every catalog, with the English’s arguments, tags and plurals in each language’s forms', () => {
    const problems: string[] = [];
    for (const ns of CATALOGS) {
      const english = new Map(leaves(read(DEFAULT_LOCALE, ns)));
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
        for (const [key, text] of leaves(read(locale, ns)))
          for (const problem of translationProblems(locale, english.get(key) ?? '', text))
            problems.push(`${locale}/${ns}.json ${key}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('catch what the issue found: a volunteer as “ɗan sa-kai”, a champion as “jakada”, “ka” in a form, a straight apostrophe', () => {
    expect(glossaryProblems('ha', 'Zama ɗan sa-kai', 'Become a volunteer')).toHaveLength(2);
    expect(
      glossaryProblems('ha', 'Ku shiga a matsayin ɗaya daga cikin ’yan sa-kanmu', 'Join as a volunteer'),
    ).not.toEqual([]);
    expect(glossaryProblems('ha', 'Zama jakada', 'Become a champion')).toHaveLength(2);
    expect(glossaryProblems('ha', 'Jakadunmu', 'Our ambassadors')).toEqual([]);
    expect(glossaryProblems('ha', 'Me ya sa kake son shiga?', 'Why do you want to join?')).not.toEqual([]);
    expect(glossaryProblems('ha', 'Mun gode da karimcinka.', 'Thank you for your generosity.')).not.toEqual([]);
    expect(glossaryProblems('ha', 'Mun gode da karimcinku.', 'Thank you for your generosity.')).toEqual([]);
    expect(glossaryProblems('ha', "Ƙa'idojin ɗabi’a", 'Code of Conduct')).not.toEqual([]);
    expect(glossaryProblems('fr', 'Pourquoi ?', 'Why?')).not.toEqual([]);
    expect(glossaryProblems('fr', 'Pourquoi\u00a0?', 'Why?')).toEqual([]);
    expect(glossaryProblems('fr', '25\u202f$US', '$25')).not.toEqual([]);
    expect(glossaryProblems('ha', 'Ku ba da gudummawa', 'Get involved')).not.toEqual([]);
  });

  it('refuse a message whose arguments, tags or plurals differ from the English’s', () => {
    const english = '{count, plural, one {# lesson} other {# lessons}}';
    expect(translationProblems('ha', english, '{count, plural, one {darasi #} other {darussa #}}')).toEqual([]);
    expect(translationProblems('ha', english, 'darussa {count}')).toEqual([
      expect.stringContaining('{count} is a plural in English'),
    ]);
    expect(
      translationProblems('ha', english, '{count, plural, one {darasi #} many {darussa #} other {darussa #}}'),
    ).toEqual([expect.stringContaining('(many)')]);
    expect(translationProblems('fr', 'Hello {name}', 'Bonjour {nom}')).toEqual([expect.stringContaining('{name}')]);
    expect(translationProblems('fr', 'Write to <email>{address}</email>', 'Écrivez à {address}')).toEqual([
      expect.stringContaining('<email>'),
    ]);
    expect(translationProblems('fr', 'Hello {name}', 'Bonjour {name')).toEqual([
      expect.stringContaining('cannot be read'),
    ]);
  });
});
