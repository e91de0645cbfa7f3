import 'server-only';
import { endpoints } from '../api/contract';
import type { NewsItem, Story } from '../api/schemas';
import { itemOrNotFound, itemOrNull, listOrNull, read } from './read';
import { type PostKind, type PostSummary, summarize } from '../content/posts';
import { inLanguage } from '../format/in-language';
import type { Locale } from '../i18n/locales';

/** The news items or the stories, newest first, as the admin server lists them. */
export async function readPosts(kind: PostKind): Promise<(NewsItem | Story)[] | null> {
  return listOrNull(kind === 'news' ? await read(endpoints.news) : await read(endpoints.stories));
}

/** News or stories as card summaries on a page in `locale`: translated where they are, their English marked. */
export async function readPostSummaries(kind: PostKind, locale: Locale): Promise<PostSummary[] | null> {
  return (
    (await readPosts(kind))?.map((p) => {
      const { record, lang } = inLanguage('post', p, locale);
      return summarize(kind, { ...record, lang: { title: lang.title, caption: lang.caption } });
    }) ?? null
  );
}

/** One news item or story for its page (unknown, unpublished or malformed ids are the 404 page). */
export async function readPost(kind: PostKind, id: string): Promise<NewsItem | Story | null> {
  return itemOrNotFound(kind === 'news' ? await read(endpoints.newsItem, { id }) : await read(endpoints.story, { id }));
}

/** One post, or null when there is none or it could not be read: for what is drawn of it beside its page (its share picture). */
export async function findPost(kind: PostKind, id: string): Promise<NewsItem | Story | null> {
  return itemOrNull(kind === 'news' ? await read(endpoints.newsItem, { id }) : await read(endpoints.story, { id }));
}
