import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../lib/i18n/catalog';
import { ALIKE } from '../lib/i18n/glossary';
import { messageShape } from '../lib/i18n/message-shape';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales';

type Catalog = { [key: string]: string | Catalog };

/**
 * Every catalog: the pages' namespaces, and those no page loads: `mail`, the words of the e-mails visitors
 * get (lib/mail/words.ts), and `refused`, the notice of a submission the server refused once the device sent
 * it (components/layout/refused-panel.tsx, which loads it in the browser when it has one to show), and `kept`,
 * the notice of a page shown from the device (components/layout/kept-panel.tsx, loaded the same way). Each is
 * held to the same rules.
 */
const CATALOGS = [...NAMESPACES, 'mail', 'refused', 'kept'];
const read = (locale: string, ns: string) =>
  JSON.parse(readFileSync(path.join('messages', locale, `${ns}.json`), 'utf8')) as Catalog;

/** Every leaf of a catalog as its dotted key and text. */
function leaves(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The ICU arguments a message takes (`{name}`, `{count, plural, …}`), read past a plural's branches. */
const argumentsOf = (text: string) => messageShape(text).arguments;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the catalogs', () => {
  it('are exactly the namespaces of lib/i18n/catalog.ts, the mail, refusal and kept-page catalogs, in every language', () => {
    for (const locale of LOCALES)
      expect(
        readdirSync(path.join('messages', locale))
          .map((f) => f.replace(/\.json$/, ''))
          .sort(),
      ).toEqual([...CATALOGS].sort());
  });

  it('have every key of the English catalog in every language, no other, each with the same arguments and some text', () => {
    for (const ns of CATALOGS) {
      const english = leaves(read(DEFAULT_LOCALE, ns));
      for (const locale of LOCALES) {
        const translated = new Map(leaves(read(locale, ns)));
        expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
        for (const [key, text] of english) {
          expect([locale, key, argumentsOf(translated.get(key)!)]).toEqual([locale, key, argumentsOf(text)]);
          expect(translated.get(key)!.trim()).not.toBe('');
        }
      }
    }
  });

  it('are written in each language: no French or Hausa text is the English one, apart from names and the glossary’s words written alike', () => {
    const names = new Set(['Hausa', 'English', 'Français']);
    // A country is often named alike (Ghana, Burkina Faso): `countries.<code>` in `ui` is the site's list of names.
    const isCountry = (ns: string, key: string) => ns === 'ui' && key.startsWith('countries.');
    for (const ns of CATALOGS) {
      const english = new Map(leaves(read(DEFAULT_LOCALE, ns)));
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
        for (const [key, text] of leaves(read(locale, ns)))
          if (!names.has(text) && !isCountry(ns, key) && !ALIKE[locale]?.includes(text))
            expect([locale, key, text]).not.toEqual([locale, key, english.get(key)]);
    }
  });

  it('hold no key the code does not use', () => {
    const code = ['app', 'components', 'lib'].flatMap(sourceFiles).map((f) => readFileSync(f, 'utf8'));
    const used = (key: string) => {
      const parts = key.split('.');
      // t('header.mainMenu') with a namespace, t('mainMenu') under 'common.header', or a catalog read as data (text.title).
      return parts.some((_, i) => {
        const tail = parts.slice(i).join('.');
        return code.some((text) => text.includes(`'${tail}'`) || (i === parts.length - 1 && text.includes(`.${tail}`)));
      });
    };
    for (const ns of CATALOGS)
      expect(
        leaves(read(DEFAULT_LOCALE, ns))
          .filter(([key]) => !used(key))
          .map(([key]) => `${ns}.${key}`),
      ).toEqual([]);
  });
});
