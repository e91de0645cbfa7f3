/* News items and stories as the pages list and address them. */

export type PostKind = 'news' | 'story';

export interface PostSummary {
  kind: PostKind;
  id: string;
  title: string;
  caption: string;
  category: string[];
  image?: string;
  createdAt?: string;
}

export const postHref = (kind: PostKind, id: string) =>
  kind === 'news' ? `/acn/about/acn-news/${encodeURIComponent(id)}` : `/acn/about/our-stories/${encodeURIComponent(id)}`;

/** Only what a card needs crosses to the browser, not whole HTML bodies. */
export const summarize = (kind: PostKind, p: Omit<PostSummary, 'kind'>): PostSummary => ({
  kind,
  id: p.id,
  title: p.title,
  caption: p.caption,
  category: p.category,
  image: p.image,
  createdAt: p.createdAt,
});
