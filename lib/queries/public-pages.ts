import 'server-only';
import { endpoints } from '../api/contract';
import type { TranslatableKind } from '../api/constants';
import { orderHref, productHref } from '../content/arewa-hub';
import { COURSES, courseHref } from '../content/edu-africa';
import { LISTED_PATHS, TRANSLATED_PATHS } from '../content/pages';
import { postHref } from '../content/posts';
import { eventHref, eventPath } from '../format/event-schedule';
import { type TranslatableRecord, translatedLocales } from '../format/in-language';
import { DEFAULT_LOCALE, type Locale, LOCALES, localePath } from '../i18n/locales';
import { readEvents } from './events';
import { readsOf } from './page-reads';
import { readPosts } from './posts';
import { readProducts } from './products';

/*
 * Every public page, in one list: what the sitemap lists (app/sitemap.ts), and what nginx's copies are
 * purged from after a staff write that expired a tag the page reads (lib/purge/pages.ts). The fixed pages
 * are the registry's listed ones (lib/content/pages.ts), the records' pages each record's.
 */

export interface PublicPage {
  /** The page's address, as English has it. */
  path: string;
  /** The languages the sitemap lists it in: English, and those its words (or its record) are wholly translated into. */
  languages: readonly Locale[];
  lastModified?: string;
  /** False for a page that shows a record but is no page of its own for search engines (a product's order form). */
  listed: boolean;
  /** The contract's cache tags the page reads: a write that expires one of them changed the page. */
  reads: readonly string[];
}

/** English and the languages other than English a record is wholly translated into. */
const languagesOf = <K extends TranslatableKind>(kind: K, record: TranslatableRecord<K>): Locale[] => [
  DEFAULT_LOCALE,
  ...translatedLocales(kind, record),
];

/** The registry's fixed pages, and each event, news item, story, product (and its order form) and course. */
export async function publicPages(): Promise<PublicPage[]> {
  const [future, past, news, stories, products] = await Promise.all([
    readEvents('upcoming'),
    readEvents('past'),
    readPosts('news'),
    readPosts('story'),
    readProducts(),
  ]);
  // The fixed pages change with a release; a translated one is listed in each language.
  const pages: PublicPage[] = LISTED_PATHS.map((path) => ({
    path,
    languages: TRANSLATED_PATHS.has(path) ? LOCALES : [DEFAULT_LOCALE],
    lastModified: process.env.BUILT_AT,
    listed: true,
    reads: readsOf(path),
  }));
  // A record's page is listed in English and in each language the record is wholly translated into.
  for (const list of [future, past])
    for (const e of list ?? [])
      pages.push({
        path: eventHref(e),
        languages: languagesOf('event', e),
        lastModified: e.updatedAt ?? e.createdAt,
        listed: true,
        reads: endpoints.event.tags!({ eventId: e.eventId }),
      });
  for (const [kind, list] of [
    ['news', news],
    ['story', stories],
  ] as const)
    for (const p of list ?? [])
      pages.push({
        path: postHref(kind, p.id),
        languages: languagesOf('post', p),
        lastModified: p.createdAt,
        listed: true,
        reads: kind === 'news' ? endpoints.newsItem.tags!({ id: p.id }) : endpoints.story.tags!({ id: p.id }),
      });
  for (const p of products ?? []) {
    const languages = languagesOf('product', p);
    const lastModified = p.updatedAt ?? p.createdAt;
    const reads = endpoints.product.tags!({ productId: p.productId });
    pages.push({ path: productHref(p.productId), languages, lastModified, listed: true, reads });
    pages.push({ path: orderHref(p.productId), languages, lastModified, listed: false, reads });
  }
  pages.push(
    ...COURSES.map((c) => ({
      path: courseHref(c.slug),
      languages: [DEFAULT_LOCALE],
      lastModified: process.env.BUILT_AT,
      listed: true,
      reads: [],
    })),
  );
  return pages;
}

/** A placeholder id, to read a record's own tag from the contract (`news:{id}`) and find the id in a tag. */
const ID = '\u0000';

/**
 * The pages of one record, from the contract's tag of that record: a write that expired `news:<id>` changed
 * that item's page, even one no list shows any more (a deleted or unpublished record).
 */
const RECORD_PAGES: [ownTag: string, pages: (id: string) => string[]][] = [
  [endpoints.newsItem.tags!({ id: ID })[1]!, (id) => [postHref('news', id)]],
  [endpoints.story.tags!({ id: ID })[1]!, (id) => [postHref('story', id)]],
  [endpoints.product.tags!({ productId: ID })[1]!, (id) => [productHref(id), orderHref(id)]],
  [endpoints.event.tags!({ eventId: ID })[1]!, (id) => [eventPath(id, 'upcoming'), eventPath(id, 'past')]],
];

/** The pages of the records whose own tags are among `tags`. */
export function recordPages(tags: Iterable<string>): string[] {
  return [...tags].flatMap((tag) =>
    RECORD_PAGES.flatMap(([own, pages]) => {
      const [before, after] = own.split(ID) as [string, string];
      const id =
        tag.startsWith(before) && tag.endsWith(after) ? tag.slice(before.length, tag.length - after.length) : '';
      return id ? pages(id) : [];
    }),
  );
}

/** Each English address in every language (a page exists in each, shown in English where its words are not translated). */
export const inEveryLanguage = (paths: Iterable<string>): string[] => [
  ...new Set([...paths].flatMap((path) => LOCALES.map((locale) => localePath(locale, path)))),
];
