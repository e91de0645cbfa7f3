import type { MetadataRoute } from 'next';
import { eventHref } from '@/components/events/event-card';
import { postHref } from '@/lib/content/posts';
import { ARMS } from '@/lib/content/arms';
import { readEvents } from '@/lib/queries/events';
import { readPosts } from '@/lib/queries/posts';
import { readProducts } from '@/lib/queries/products';
import { productHref } from '@/lib/content/arewa-hub';
import { COURSES, courseHref } from '@/lib/content/edu-africa';
import { siteUrl } from '@/lib/platform/env';
import { DEFAULT_LOCALE, type Locale, localePath, LOCALES } from '@/lib/i18n/locales';
import type { TranslatableKind } from '@/lib/api/constants';
import { type TranslatableRecord, translatedLocales } from '@/lib/format/in-language';
import { TRANSLATED_PATHS } from '@/lib/i18n/translated';
import { languageAlternates } from '@/lib/seo/metadata';

export const revalidate = 3600;

const STATIC_PATHS = [
  '/',
  '/contact',
  '/faq',
  '/feedback',
  '/join-us',
  '/teams',
  '/events',
  '/code-of-conduct',
  '/bye-laws',
  '/edu-africa/home',
  '/edu-africa/about',
  '/edu-africa/products',
  '/edu-africa/team',
  '/edu-africa/contact',
  '/edu-africa/waitlist',
  '/edu-africa/terms',
  '/edu-africa/privacy',
  '/arewa-hub/home',
  '/arewa-hub/about',
  '/arewa-hub/products',
  '/arewa-hub/team',
  '/arewa-hub/contact',
  '/arewa-hub/join',
  '/acn/partner',
  '/acn/latest/media-center',
  '/acn/what-we-do/reports',
];

/** English and the languages other than English a record is wholly translated into. */
const languagesOf = <K extends TranslatableKind>(kind: K, record: TranslatableRecord<K>): Locale[] => [
  DEFAULT_LOCALE,
  ...translatedLocales(kind, record),
];

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

/** Every public page: the fixed ones, the arms' menus, and each event, news item, story, product and course. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const fromMenus = Object.values(ARMS).flatMap((arm) => [
    arm.home,
    ...arm.nav.flatMap((n) => [n.url, ...(n.dropdown ?? []).map((d) => d.url)]),
  ]);
  const paths = new Set([...STATIC_PATHS, ...fromMenus].filter((p): p is string => !!p));
  const [future, past, news, stories, products] = await Promise.all([
    readEvents('upcoming'),
    readEvents('past'),
    readPosts('news'),
    readPosts('story'),
    readProducts(),
  ]);
  // The fixed pages change with a release. A translated one is listed in each language, each entry naming
  // all of them (hreflang), English as x-default.
  const entries: MetadataRoute.Sitemap = [...paths].flatMap((p) =>
    inLanguages(p, TRANSLATED_PATHS.has(p) ? LOCALES : [DEFAULT_LOCALE], process.env.BUILT_AT),
  );
  // A record's page is listed in English and in each language the record is wholly translated into, each
  // entry naming the same ones; a record translated into none is listed once, in English, with no alternates.
  for (const list of [future, past])
    for (const e of list ?? [])
      entries.push(...inLanguages(eventHref(e), languagesOf('event', e), e.updatedAt ?? e.createdAt));
  for (const n of news ?? []) entries.push(...inLanguages(postHref('news', n.id), languagesOf('post', n), n.createdAt));
  for (const s of stories ?? [])
    entries.push(...inLanguages(postHref('story', s.id), languagesOf('post', s), s.createdAt));
  for (const p of products ?? [])
    entries.push(...inLanguages(productHref(p.productId), languagesOf('product', p), p.updatedAt ?? p.createdAt));
  entries.push(
    ...COURSES.map((c) => ({ url: `${siteUrl()}${courseHref(c.slug)}`, lastModified: process.env.BUILT_AT })),
  );
  return entries;
}
