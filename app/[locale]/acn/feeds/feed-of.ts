import { getTranslations } from 'next-intl/server';
import { postHref } from '@/lib/content/posts';
import { readPosts } from '@/lib/queries/posts';
import { rss } from '@/lib/seo/feeds';
import { FEEDS } from '@/lib/content/post-lists';
import { fitDescription } from '@/lib/seo/metadata';
import { plainText } from '@/lib/format/sanitize';
import { inLanguage } from '@/lib/format/in-language';
import { asLocale, localePath } from '@/lib/i18n/locales';

/** A feed route's context: its [locale] segment. */
export type FeedContext = { params: Promise<{ locale: string }> };

/**
 * One item per published news item or story, newest first. The feed's own title and description are
 * in its language, and its links lead to that language's pages; an item is in that language where its
 * post is wholly translated into it, else as written in English.
 */
export async function feedOf(kind: 'news' | 'story', { params }: FeedContext): Promise<Response> {
  const segment = (await params).locale;
  const locale = asLocale(segment);
  const t = await getTranslations({ locale, namespace: 'acn' });
  const { key, path, feedPath } = FEEDS[kind];
  const posts = (await readPosts(kind)) ?? [];
  const entries = posts
    .filter((p) => p.id)
    .map((post) => inLanguage('post', post, locale).meta)
    .map((p) => ({
      title: p.title,
      path: localePath(locale, postHref(kind, p.id)),
      description: fitDescription(p.caption || plainText(p.post)),
      date: new Date(p.createdAt ?? 0),
      authors: p.writers,
    }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  return rss({
    title: t(`feeds.${key}.title`),
    description: t(`feeds.${key}.description`),
    language: locale,
    path: localePath(locale, path),
    feedPath: localePath(locale, feedPath),
    entries,
  });
}
