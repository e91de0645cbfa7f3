import { postHref } from '@/lib/content/posts';
import { readPosts } from '@/lib/queries/posts';
import { rss } from '@/lib/seo/feeds';
import { FEEDS } from '@/lib/content/post-lists';
import { fitDescription } from '@/lib/seo/metadata';
import { plainText } from '@/lib/format/sanitize';

/** One item per published news item or story, newest first. */
export async function feedOf(kind: 'news' | 'story'): Promise<Response> {
  const posts = (await readPosts(kind)) ?? [];
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
