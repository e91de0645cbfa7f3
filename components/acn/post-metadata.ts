import type { Metadata } from 'next';
import { endpoints } from '@/lib/api/contract';
import { read } from '@/lib/api/server';
import { truncate } from '@/lib/format';
import { plainText } from '@/lib/sanitize';
import { postHref, type PostKind } from './post-card';

/** Title, description and sharing card of a news item or story. */
export async function postMetadata(kind: PostKind, id: string): Promise<Metadata> {
  const result = kind === 'news' ? await read(endpoints.newsItem, { id }) : await read(endpoints.story, { id });
  if (!result.ok) return { title: kind === 'news' ? 'News' : 'Story' };
  const p = result.data;
  const description = p.caption || truncate(plainText(p.post), 190);
  return {
    title: p.title,
    description,
    alternates: { canonical: postHref(kind, id) },
    openGraph: {
      title: p.title,
      description,
      type: 'article',
      publishedTime: p.createdAt,
      authors: p.writers,
      images: p.image ? [{ url: p.image }] : undefined,
    },
  };
}
