import { postHref, type PostSummary } from '@/lib/content/posts';
import styles from './acn.module.css';
import { DataImage } from '@/components/ui/data-image';
import { Link } from '@/components/ui/link';
import type { LeadPicture } from '@/lib/format/picture-widths';

/**
 * A news item or story in a grid: picture, date, categories, title, a four-line caption, and its link.
 * `date` is the post's date as the page's language writes it (made by the server, components/acn/words.ts);
 * the post's title and caption are marked where they stand in English (its `lang`), and its categories,
 * which no one translates, by `categoryLang` on another language's page.
 * `lead` for the card that opens a page, whose picture is what a phone shows largest: fetched at once, and
 * written in as far as it can be (made by the server, lib/queries/media.ts: this card also renders in the browser).
 */
export function PostCard({
  post,
  date,
  categoryLang,
  lead,
}: {
  post: PostSummary;
  date: string;
  categoryLang?: 'en';
  lead?: LeadPicture;
}) {
  return (
    <article className={styles.postCard}>
      <DataImage src={post.image} alt="" width={1200} height={750} lead={lead} />
      <div className={styles.postBody}>
        <p className={styles.postMeta}>
          {post.createdAt && <time dateTime={post.createdAt}>{date}</time>}
          {post.category.length > 0 && <span lang={categoryLang}> · {post.category.join(', ')}</span>}
        </p>
        <h3 lang={post.lang?.title}>
          <Link href={postHref(post.kind, post.id)}>{post.title}</Link>
        </h3>
        <p className={styles.clamp} lang={post.lang?.caption}>
          {post.caption}
        </p>
      </div>
    </article>
  );
}
