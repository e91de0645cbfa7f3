import 'server-only';
import { POST_LISTS, type PostListKey } from '../content/post-lists';
import type { PostSummary } from '../content/posts';
import { readPostSummaries } from './posts';

const isReport = (p: PostSummary) => p.category.some((c) => c.toLowerCase() === 'reports');

/** What one of the network's lists shows, newest first. */
export async function readPostList(key: PostListKey): Promise<PostSummary[] | null> {
  const { source } = POST_LISTS[key];
  if (source !== 'reports') return readPostSummaries(source);
  const [news, stories] = await Promise.all([readPostSummaries('news'), readPostSummaries('story')]);
  return news && stories ? [...news, ...stories].filter(isReport) : null;
}
