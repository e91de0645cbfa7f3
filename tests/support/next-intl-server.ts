import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { NAMESPACES } from '@/lib/i18n/catalog';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/*
 * next-intl's server functions for Jest, where no Next request carries a [locale]: the same catalogs and
 * use-intl's own ICU formatting, in the language a test sets (English unless it says otherwise).
 * jest.config.ts maps `next-intl/server` here.
 */

let current: Locale = DEFAULT_LOCALE;

/** Renders what follows in `locale`, until the next call. */
export function setTestLocale(locale: Locale) {
  current = locale;
}

afterEach(() => {
  current = DEFAULT_LOCALE;
});

const messagesOf = (locale: Locale) =>
  Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${ns}.json`), 'utf8')) as object,
    ]),
  );

export const getLocale = () => Promise.resolve(current);

export function getTranslations(namespaceOrOptions?: string | { locale?: Locale; namespace?: string }) {
  const options = typeof namespaceOrOptions === 'string' ? { namespace: namespaceOrOptions } : namespaceOrOptions;
  const locale = options?.locale ?? current;
  return Promise.resolve(
    createTranslator({ locale, messages: messagesOf(locale), namespace: options?.namespace, timeZone: 'Africa/Lagos' }),
  );
}
