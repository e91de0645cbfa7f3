import type { Metadata } from 'next';
import { readPost } from '@/lib/queries/posts';
import { fitDescription, fitTitle, pageMetadata } from '@/lib/seo/metadata';
import { plainText } from '@/lib/format/sanitize';
import { formatDate } from '@/lib/format/display';
import { postHref, type PostKind } from '@/lib/content/posts';

/** Title, description and sharing card of a news item or story. */
export async function postMetadata(kind: PostKind, id: string): Promise<Metadata> {
  const p = await readPost(kind, id);
  if (!p) return { title: kind === 'news' ? 'News' : 'Story' };
  const kindOf = kind === 'news' ? 'News from the African Child Network' : 'A story from the African Child Network';
  const description = fitDescription(
    p.caption || plainText(p.post),
    p.createdAt ? `${kindOf}, ${formatDate(p.createdAt)}.` : `${kindOf}.`,
  );
  // The picture comes from the opengraph-image beside the page.
  return pageMetadata({
    title: fitTitle(p.title),
    description,
    path: postHref(kind, id),
    ownImage: true,
    openGraph: { type: 'article', publishedTime: p.createdAt, authors: p.writers },
  });
}
