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
import { localePath, LOCALES } from '@/lib/i18n/locales';
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
  const entries: MetadataRoute.Sitemap = [...paths].flatMap((p) => {
    if (!TRANSLATED_PATHS.has(p)) return [{ url: `${siteUrl()}${p}`, lastModified: process.env.BUILT_AT }];
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(p)).map(([lang, address]) => [lang, `${siteUrl()}${address}`]),
    );
    return LOCALES.map((locale) => ({
      url: `${siteUrl()}${localePath(locale, p)}`,
      lastModified: process.env.BUILT_AT,
      alternates: { languages },
    }));
  });
  for (const list of [future, past]) {
    entries.push(
      ...(list ?? []).map((e) => ({ url: `${siteUrl()}${eventHref(e)}`, lastModified: e.updatedAt ?? e.createdAt })),
    );
  }
  entries.push(
    ...(news ?? []).map((n) => ({ url: `${siteUrl()}${postHref('news', n.id)}`, lastModified: n.createdAt })),
  );
  entries.push(
    ...(stories ?? []).map((s) => ({ url: `${siteUrl()}${postHref('story', s.id)}`, lastModified: s.createdAt })),
  );
  entries.push(
    ...(products ?? []).map((p) => ({
      url: `${siteUrl()}${productHref(p.productId)}`,
      lastModified: p.updatedAt ?? p.createdAt,
    })),
  );
  entries.push(
    ...COURSES.map((c) => ({ url: `${siteUrl()}${courseHref(c.slug)}`, lastModified: process.env.BUILT_AT })),
  );
  return entries;
}
