import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale, DEFAULT_LOCALE, LANGUAGES, type Locale, localePath, LOCALES } from '../i18n/locales';
import { TRANSLATED_PATHS } from '../i18n/translated';
import { ARMS, type ArmKey } from '../content/arms';
import { truncate } from '../format/display';

export const SITE_NAME = 'Edu Connect Africa';
export const GROUP_DESCRIPTION =
  'Edu Connect Africa is an education and community group in Ghana and Nigeria, with three arms: Edu Africa, Arewa Hub and the African Child Network.';
const SUFFIX = ` | ${SITE_NAME}`;

/** A title that search results show whole (60 characters): the site's name is added only where it fits. */
export function fitTitle(title: string): NonNullable<Metadata['title']> {
  return (title + SUFFIX).length <= 60 ? title : { absolute: truncate(title, 57) };
}

/**
 * A description that search results show whole and that says enough: at most 160 characters, and,
 * where the text alone is shorter than 50, followed by `context` (the arm, the kind of page, the date).
 */
export function fitDescription(text: string, context?: string): string {
  const own = text.trim();
  if (own.length >= 50 || !context) return truncate(own, 157);
  return truncate(own ? `${/[.!?]$/.test(own) ? own : `${own}.`} ${context}` : context, 157);
}

/** Which arm a page belongs to, from its address. */
export function armOf(path: string): ArmKey {
  if (path.startsWith('/edu-africa')) return 'eduafrica';
  if (path.startsWith('/arewa-hub')) return 'arewahub';
  if (path.startsWith('/acn')) return 'acn';
  return 'group';
}

/**
 * The arm's share picture (public/og, drawn by scripts/make-share-images.ts with the English tagline). Its
 * description is English's unless `tagline` gives the tagline in the page's language.
 */
export function armShareImage(arm: ArmKey, tagline: string = ARMS[arm].share.tagline) {
  return {
    url: `/og/${arm}.png`,
    width: 1200,
    height: 630,
    type: 'image/png',
    alt: `${ARMS[arm].name}: ${tagline}`,
  };
}

type PageMeta = Omit<Metadata, 'alternates'> & {
  title: NonNullable<Metadata['title']>;
  /** The page's own address: its canonical and og:url. */
  path: string;
  /** The page has its own share picture (an opengraph-image file beside it). */
  ownImage?: boolean;
  /** An RSS feed of what the page lists, announced in its <head>. */
  feed?: { title: string; path: string };
};

const plainTitle = (title: NonNullable<Metadata['title']>) =>
  typeof title === 'string'
    ? title
    : 'absolute' in title && title.absolute
      ? title.absolute
      : 'default' in title
        ? title.default
        : SITE_NAME;

/**
 * A page's metadata with everything a search engine and a shared link need: canonical, and an
 * Open Graph card with the address, site name, locale and the arm's picture. (Next replaces a
 * layout's openGraph with a page's as a whole, so each page states it complete.)
 */
export function pageMetadata({
  title,
  description,
  path,
  ownImage = false,
  feed,
  openGraph,
  ...rest
}: PageMeta): Metadata {
  return {
    ...rest,
    title,
    description,
    alternates: {
      canonical: path,
      ...(feed ? { types: { 'application/rss+xml': [{ url: feed.path, title: feed.title }] } } : {}),
    },
    openGraph: {
      type: 'website',
      url: path,
      siteName: SITE_NAME,
      locale: 'en_GB',
      title: plainTitle(title),
      description: description ?? undefined,
      ...(ownImage ? {} : { images: [armShareImage(armOf(path))] }),
      ...openGraph,
    },
  };
}

/**
 * A search's answer. One that finds something is indexed at its own address, the query lower-cased so
 * that "Hausa" and "hausa" are one page. Its title may repeat the query safely: a search matches text as
 * it stands in the site's own titles, captions and tags, so a link cannot get a page of ours indexed
 * saying whatever its author typed. An answer that finds nothing is a page of no results: not indexed,
 * its canonical address the list's.
 */
export function searchMetadata(
  page: { title: string; description: string; path: string },
  search: { q: string; found: number },
): Metadata {
  if (search.found === 0) return { ...pageMetadata(page), robots: { index: false, follow: true } };
  return pageMetadata({ ...page, path: `${page.path}?q=${encodeURIComponent(search.q.toLowerCase())}` });
}

/** The page's language, from its [locale] segment. */
export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return asLocale(locale);
}

/**
 * A translated page's address in each of `languages` (every language unless told), and English's as x-default:
 * reciprocal, each naming itself too.
 */
export function languageAlternates(path: string, languages: readonly Locale[] = LOCALES): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.filter((l) => languages.includes(l)).map((l) => [l, localePath(l, path)])),
    'x-default': path,
  };
}

/**
 * The metadata of a page that reads wholly in each of `languages` (English among them), as the page in
 * `locale` gives it: indexed at its own address, its canonical and og:url its own, hreflang alternates for
 * each of those languages and x-default, og:locale its language and og:locale:alternate the others.
 */
async function inLanguages(meta: PageMeta, languages: readonly Locale[], locale: Locale): Promise<Metadata> {
  const english = pageMetadata(meta);
  const own = localePath(locale, meta.path);
  const arm = armOf(meta.path);
  const tagline = (await getTranslations('arms'))(`${arm}.tagline`);
  return {
    ...english,
    robots: { index: true, follow: true },
    alternates: { ...english.alternates, canonical: own, languages: languageAlternates(meta.path, languages) },
    openGraph: {
      ...english.openGraph,
      url: own,
      locale: LANGUAGES[locale].og,
      alternateLocale: LOCALES.filter((l) => l !== locale && languages.includes(l)).map((l) => LANGUAGES[l].og),
      ...(meta.ownImage || meta.openGraph?.images ? {} : { images: [armShareImage(arm, tagline)] }),
    },
  };
}

/**
 * pageMetadata in the page's language. A page of TRANSLATED_PATHS is indexed at its own address in each
 * language, with hreflang alternates for every language and x-default; any other page keeps its English
 * canonical and card (its text is English), and its French and Hausa addresses stay noindex (the layout's).
 */
export async function localizedMetadata(meta: PageMeta): Promise<Metadata> {
  if (!TRANSLATED_PATHS.has(meta.path)) return pageMetadata(meta);
  return inLanguages(meta, LOCALES, await pageLocale());
}

/**
 * The metadata of a record's own page (a news item, a story, an event, a product), `translatedIn` the languages
 * other than English the record is wholly translated into (lib/format/in-language.ts translatedLocales). In
 * English and in each of those, the page is indexed at its own address with alternates for English, x-default
 * and each of those languages, the same on every one of them; in another language the record is (partly)
 * English, so the page keeps its English canonical and card, out of the alternates and noindex (the layout's).
 * `meta` is in the page's language where the record is translated into it, else English's.
 */
export async function recordMetadata(meta: PageMeta, translatedIn: readonly Locale[]): Promise<Metadata> {
  const locale = await pageLocale();
  const languages = [DEFAULT_LOCALE, ...translatedIn.filter((l) => l !== DEFAULT_LOCALE)];
  if (!languages.includes(locale)) return pageMetadata(meta);
  if (languages.length === 1) return pageMetadata(meta);
  return inLanguages(meta, languages, locale);
}
