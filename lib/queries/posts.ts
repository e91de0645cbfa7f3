import 'server-only';
import { endpoints } from '../api/contract';
import type { NewsItem, Story } from '../api/schemas';
import { itemOrNotFound, listOrNull, read } from './read';
import { type PostKind, type PostSummary, summarize } from '../content/posts';

/** The news items or the stories, newest first, as the admin server lists them. */
export async function readPosts(kind: PostKind): Promise<(NewsItem | Story)[] | null> {
  return listOrNull(kind === 'news' ? await read(endpoints.news) : await read(endpoints.stories));
}

/** News or stories as card summaries. */
export async function readPostSummaries(kind: PostKind): Promise<PostSummary[] | null> {
  return (await readPosts(kind))?.map((p) => summarize(kind, p)) ?? null;
}

/** One news item or story for its page (unknown, unpublished or malformed ids are the 404 page). */
export async function readPost(kind: PostKind, id: string): Promise<NewsItem | Story | null> {
  return itemOrNotFound(kind === 'news' ? await read(endpoints.newsItem, { id }) : await read(endpoints.story, { id }));
}
