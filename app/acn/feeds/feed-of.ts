import { postHref } from '@/lib/posts';
import { endpoints } from '@/lib/api/contract';
import { read } from '@/lib/api/server';
import { FEEDS, rss } from '@/lib/feeds';
import { fitDescription } from '@/lib/metadata';
import { plainText } from '@/lib/sanitize';

/** One item per published news item or story, newest first. */
export async function feedOf(kind: 'news' | 'story'): Promise<Response> {
  const result = kind === 'news' ? await read(endpoints.news) : await read(endpoints.stories);
  const posts = result.ok ? result.data : [];
  const entries = posts
    .filter((p) => p.id)
    .map((p) => ({
      title: p.title,
      path: postHref(kind, p.id),
      description: fitDescription(p.caption || plainText(p.post)),
      date: new Date(p.createdAt ?? 0),
      authors: p.writers,
    }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  return rss({ ...FEEDS[kind], entries });
}
