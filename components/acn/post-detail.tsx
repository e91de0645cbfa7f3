import ui from '@/components/ui/section.module.css';
import type { NewsItem, Story } from '@/lib/api/schemas';
import { sanitize } from '@/lib/format/sanitize';
import type { PostSummary } from '@/lib/content/posts';
import { PostCard } from './post-card';
import styles from './acn.module.css';
import { DataImage } from '@/components/ui/data-image';
import type { LeadPicture } from '@/lib/format/picture-widths';
import { PageError } from '@/components/ui/states';
import { ShareLinks } from '@/components/share/share-links';
import { PageMain } from '@/components/layout/page-main';
import { pageLocale } from '@/lib/seo/metadata';
import type { InLanguage } from '@/lib/format/in-language';
import { acnWords, categoryLang, postDate } from './words';

interface Props {
  /** The post as the page's language shows it (lib/format/in-language.ts). */
  shown: InLanguage<'post', NewsItem | Story> | null;
  /** Others of the same kind, newest first; the first five other than this one are shown. */
  others: PostSummary[] | null;
  topTitle: string;
  /** The page's own address (the page's language where the post is translated into it), for the share controls. */
  path: string;
  /** The post's picture as the page writes it in (lib/queries/media.ts leadPicture). */
  lead: LeadPicture;
}

/**
 * A news item's or story's page: date, title, caption, categories, the cleaned body, its writers, and the top
 * five others. Its own words are the page's language; the post's text is too where it is translated, and each
 * field still in English is marked so.
 */
export async function PostDetail({ shown, others, topTitle, path, lead }: Props) {
  if (!shown) return <PageError />;
  const { record: post, lang } = shown;
  const t = await acnWords();
  const locale = await pageLocale();
  const top = (others ?? []).filter((p) => p.id !== post.id).slice(0, 5);
  return (
    <PageMain>
      <article className={styles.detail}>
        {post.createdAt && (
          <p className={styles.postMeta}>
            <time dateTime={post.createdAt}>{postDate(post.createdAt, locale)}</time>
          </p>
        )}
        <h1 lang={lang.title}>{post.title}</h1>
        {post.caption && (
          <p className={styles.caption} lang={lang.caption}>
            {post.caption}
          </p>
        )}
        {post.category.length > 0 && (
          <ul className={styles.tags} aria-label={t('post.categories')}>
            {post.category.map((c) => (
              <li key={c} lang={shown.fixed}>
                {c}
              </li>
            ))}
          </ul>
        )}
        <DataImage
          className={styles.cover}
          src={post.image}
          alt={post.imageAlt ?? ''}
          lang={lang.imageAlt}
          width={1200}
          height={750}
          lead={lead}
        />
        <div className={ui.prose} lang={lang.post} dangerouslySetInnerHTML={{ __html: sanitize(post.post) }} />
        {post.writers.length > 0 && (
          <div className={styles.writer}>
            <DataImage src={post.writerImage} alt="" width={56} height={56} />
            <p>
              {t.rich('post.writtenBy', {
                names: post.writers.join(` ${t('post.and')} `),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
          </div>
        )}
        <ShareLinks path={path} title={shown.meta.title} />
      </article>
      {top.length > 0 && (
        <section className={styles.topNews} aria-labelledby="top-heading">
          <h2 id="top-heading">{topTitle}</h2>
          <ul className={styles.postGrid}>
            {top.map((p) => (
              <li key={p.id}>
                <PostCard post={p} date={postDate(p.createdAt, locale)} categoryLang={categoryLang(locale)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageMain>
  );
}
