import 'server-only';
import { POST_LISTS, type PostListKey } from '../content/post-lists';
import type { PostSummary } from '../content/posts';
import type { Locale } from '../i18n/locales';
import { readPostSummaries } from './posts';

const isReport = (p: PostSummary) => p.category.some((c) => c.toLowerCase() === 'reports');

/** What one of the network's lists shows, newest first, on a page in `locale`. */
export async function readPostList(key: PostListKey, locale: Locale): Promise<PostSummary[] | null> {
  const { source } = POST_LISTS[key];
  if (source !== 'reports') return readPostSummaries(source, locale);
  const [news, stories] = await Promise.all([readPostSummaries('news', locale), readPostSummaries('story', locale)]);
  return news && stories ? [...news, ...stories].filter(isReport) : null;
}
