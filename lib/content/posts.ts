/* News items and stories as the pages list and address them. */
import type { PostKind } from '../api/constants';

export type { PostKind };

export interface PostSummary {
  kind: PostKind;
  id: string;
  title: string;
  caption: string;
  category: string[];
  image?: string;
  createdAt?: string;
  /** Its title and caption where they stand in English on a page in another language (marked `lang="en"`). */
  lang?: { title?: string; caption?: string };
}

export const postHref = (kind: PostKind, id: string) =>
  kind === 'news'
    ? `/acn/about/acn-news/${encodeURIComponent(id)}`
    : `/acn/about/our-stories/${encodeURIComponent(id)}`;

/** Only what a card needs crosses to the browser, not whole HTML bodies (nor the other languages' text). */
export const summarize = (kind: PostKind, p: Omit<PostSummary, 'kind'>): PostSummary => ({
  kind,
  id: p.id,
  title: p.title,
  caption: p.caption,
  category: p.category,
  image: p.image,
  createdAt: p.createdAt,
  ...(p.lang?.title || p.lang?.caption ? { lang: p.lang } : {}),
});

/** Posts whose title, caption or a category contains the query, ignoring case: the search box's filter and the search route's. */
export function filterPosts(posts: PostSummary[], query: string): PostSummary[] {
  const q = query.trim().toLowerCase();
  if (!q) return posts;
  return posts.filter((p) => [p.title, p.caption, ...p.category].some((field) => field.toLowerCase().includes(q)));
}
