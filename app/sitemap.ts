import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/platform/env';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { publicPages } from '@/lib/queries/public-pages';
import { languageAlternates } from '@/lib/seo/metadata';

export const revalidate = 3600;

/**
 * A page's entries: its address in each of `languages`; where there are several, each entry names them all
 * (hreflang), English as x-default.
 */
function inLanguages(path: string, languages: readonly Locale[], lastModified: string | undefined) {
  if (languages.length === 1) return [{ url: `${siteUrl()}${path}`, lastModified }];
  const alternates = Object.fromEntries(
    Object.entries(languageAlternates(path, languages)).map(([lang, address]) => [lang, `${siteUrl()}${address}`]),
  );
  return languages.map((locale) => ({
    url: `${siteUrl()}${localePath(locale, path)}`,
    lastModified,
    alternates: { languages: alternates },
  }));
}

/**
 * Every public page (lib/queries/public-pages.ts): the fixed ones, the arms' menus, and each event, news item,
 * story, product and course. A translated fixed page is listed in each language, each entry naming all of
 * them (hreflang), English as x-default; a record's page in English and in each language the record is
 * wholly translated into, each entry naming the same ones; a record translated into none is listed once, in
 * English, with no alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await publicPages())
    .filter((page) => page.listed)
    .flatMap((page) => inLanguages(page.path, page.languages, page.lastModified));
}
