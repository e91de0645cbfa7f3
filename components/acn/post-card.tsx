import Link from 'next/link';
import { formatDate } from '@/lib/format';
import styles from './acn.module.css';
import { DataImage } from '@/components/ui/data-image';

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

/** A news item or story in a grid: picture, date, categories, title, a four-line caption, and its link. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={styles.postCard}>
      <DataImage src={post.image} alt="" width={1200} height={750} />
      <div className={styles.postBody}>
        <p className={styles.postMeta}>
          {post.createdAt && <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>}
          {post.category.length > 0 && <span> · {post.category.join(', ')}</span>}
        </p>
        <h3>
          <Link href={postHref(post.kind, post.id)}>{post.title}</Link>
        </h3>
        <p className={styles.clamp}>{post.caption}</p>
      </div>
    </article>
  );
}

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
