import { getRequestConfig } from 'next-intl/server';
import * as rootParams from 'next/root-params';
import { loadMessages } from './catalog';
import { asLocale } from './locales';
import { pageLocaleStore } from './page-locale';

/*
 * The language of a server render: the [locale] segment of the page's root layout, read with
 * next/root-params so pages stay static per language; an explicit locale (getTranslations({ locale }))
 * wins, as in metadata routes and route handlers, which have no root layout's params.
 */
/**
 * The root layout's [locale], as next/root-params gives it. Next writes that module's types into .next/types at
 * build time, after the type check and the lint of a fresh clone have run: typed here so both pass before it.
 */
const generated: unknown = rootParams;
const rootLocale = (generated as { locale: () => Promise<string | undefined> }).locale;

export default getRequestConfig(async ({ locale: explicit }) => {
  // A page outside the [locale] tree (app/global-not-found.tsx) sets its language in pageLocaleStore.
  const fromRoute: unknown = explicit ?? (await rootLocale().catch(() => undefined)) ?? pageLocaleStore().locale;
  const locale = asLocale(fromRoute);
  return { locale, messages: await loadMessages(locale), timeZone: 'Africa/Lagos' };
});
