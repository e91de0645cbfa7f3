import type { Metadata } from 'next';
import { readPost } from '@/lib/queries/posts';
import { fitDescription, fitTitle, pageLocale, recordMetadata } from '@/lib/seo/metadata';
import { inLanguage, translatedLocales } from '@/lib/format/in-language';
import { plainText } from '@/lib/format/sanitize';
import { postHref, type PostKind } from '@/lib/content/posts';
import { acnWords, postDate } from './words';

/**
 * Title, description and sharing card of a news item or story, indexed in each language it is wholly
 * translated into (lib/seo/metadata.ts recordMetadata); the words around the post in the page's language.
 */
export async function postMetadata(kind: PostKind, id: string): Promise<Metadata> {
  const [post, t, locale] = await Promise.all([readPost(kind, id), acnWords(), pageLocale()]);
  if (!post) return { title: t(kind === 'news' ? 'post.news' : 'post.story') };
  const p = inLanguage('post', post, locale).meta;
  const kindOf = t(kind === 'news' ? 'post.newsFrom' : 'post.storyFrom');
  const description = fitDescription(
    p.caption || plainText(p.post),
    p.createdAt ? `${kindOf}, ${postDate(p.createdAt, locale)}.` : `${kindOf}.`,
  );
  // The picture comes from the opengraph-image beside the page.
  return recordMetadata(
    {
      title: fitTitle(p.title),
      description,
      path: postHref(kind, id),
      ownImage: true,
      openGraph: { type: 'article', publishedTime: p.createdAt, authors: p.writers },
    },
    translatedLocales('post', post),
  );
}
