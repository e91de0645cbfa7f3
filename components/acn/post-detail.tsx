import ui from '@/components/ui/section.module.css';
import type { NewsItem, Story } from '@/lib/api/schemas';
import { formatDate } from '@/lib/format/display';
import { sanitize } from '@/lib/format/sanitize';
import type { PostSummary } from '@/lib/content/posts';
import { PostCard } from './post-card';
import styles from './acn.module.css';
import { DataImage } from '@/components/ui/data-image';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { PageError } from '@/components/ui/states';
import { ShareLinks } from '@/components/share/share-links';

interface Props {
  post: NewsItem | Story | null;
  /** Others of the same kind, newest first; the first five other than this one are shown. */
  others: PostSummary[] | null;
  topTitle: string;
  /** The page's own address, for the share controls. */
  path: string;
  /** The post's picture as the page writes it in (lib/queries/media.ts leadPicture). */
  lead: LeadPicture;
}

/** A news item's or story's page: date, title, caption, categories, the cleaned body, its writers, and the top five others. */
export function PostDetail({ post, others, topTitle, path, lead }: Props) {
  if (!post) return <PageError />;
  const top = (others ?? []).filter((p) => p.id !== post.id).slice(0, 5);
  return (
    <main id="main">
      <article className={styles.detail}>
        {post.createdAt && (
          <p className={styles.postMeta}>
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          </p>
        )}
        <h1>{post.title}</h1>
        {post.caption && <p className={styles.caption}>{post.caption}</p>}
        {post.category.length > 0 && (
          <ul className={styles.tags} aria-label="Categories">
            {post.category.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )}
        <DataImage
          className={styles.cover}
          src={post.image}
          alt={post.imageAlt ?? ''}
          width={1200}
          height={750}
          lead={lead}
        />
        <div className={ui.prose} dangerouslySetInnerHTML={{ __html: sanitize(post.post) }} />
        {post.writers.length > 0 && (
          <div className={styles.writer}>
            <DataImage src={post.writerImage} alt="" width={56} height={56} />
            <p>
              Written by <strong>{post.writers.join(' and ')}</strong>
            </p>
          </div>
        )}
        <ShareLinks path={path} title={post.title} />
      </article>
      {top.length > 0 && (
        <section className={styles.topNews} aria-labelledby="top-heading">
          <h2 id="top-heading">{topTitle}</h2>
          <ul className={styles.postGrid}>
            {top.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
