import { notFound } from 'next/navigation';
import { type PostKind, type PostSummary, summarize } from '../posts';
import { endpoints } from './contract';
import type { NewsItem, Story } from './schemas';
import { isDefinitive, read } from './server';

/** News or stories as card summaries; null when the read failed. */
export async function readPostSummaries(kind: PostKind): Promise<PostSummary[] | null> {
  const result = kind === 'news' ? await read(endpoints.news) : await read(endpoints.stories);
  return result.ok ? result.data.map((p) => summarize(kind, p)) : null;
}

/** One news item or story for its page: unknown, unpublished or malformed ids are the 404 page. */
export async function readPost(kind: PostKind, id: string): Promise<NewsItem | Story | null> {
  const result = kind === 'news' ? await read(endpoints.newsItem, { id }) : await read(endpoints.story, { id });
  if (result.ok) return result.data;
  if (isDefinitive(result)) notFound();
  return null;
}

export const queryOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : q)?.slice(0, 100) ?? '';
