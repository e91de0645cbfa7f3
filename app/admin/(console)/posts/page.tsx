import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { coverageText, englishOf, listCoverageText } from '@/components/admin/translation-fields';
import { formatDate } from '@/lib/format/display';
import { listPosts } from '@/lib/console/content';
import { readTranslations } from '@/lib/console/translations';

export const metadata: Metadata = { title: 'News and stories' };

const POST_KINDS = {
  news: { plural: 'News items', one: 'news item' },
  story: { plural: 'Stories', one: 'story' },
} as const;

export default async function PostsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const kind = params.kind === 'story' ? 'story' : 'news';
  const rows = await listPosts(kind);
  const translations = await readTranslations(
    'post',
    rows.map((p) => p.id),
  );
  const coverage = rows.map((p) => ({ english: englishOf.post(p), translations: translations.get(p.id) }));
  return (
    <main id="main" className={styles.page}>
      <h1>{POST_KINDS[kind].plural}</h1>
      <nav aria-label="News or stories" className={styles.rowActions}>
        {(['news', 'story'] as const).map((k) => (
          <Link key={k} href={`/admin/posts?kind=${k}`} prefetch={false} aria-current={k === kind ? 'page' : undefined}>
            {POST_KINDS[k].plural}
          </Link>
        ))}
      </nav>
      {(params.notice === 'deleted' || params.notice === 'invalid') && (
        <p role="status" className={styles.notice}>
          {params.notice === 'deleted' ? 'Deleted.' : INVALID_NOTICE}
        </p>
      )}
      <p className={styles.bulk}>
        <Link href={`/admin/posts/new?kind=${kind}`} prefetch={false} className={styles.secondary}>
          New {POST_KINDS[kind].one}
        </Link>
      </p>
      <p>Translated fields: {listCoverageText(coverage)}.</p>
      <ul className={styles.list}>
        {rows.map((p, i) => (
          <li key={p.id} className={styles.card}>
            <Link href={`/admin/posts/${p.id}`} prefetch={false} className={styles.rowLink}>
              <strong>{p.title}</strong>
            </Link>{' '}
            <span className={styles.muted}>{formatDate(p.created_at)}</span>
            {p.active === 1 ? (
              <span className={styles.badge}>Published</span>
            ) : (
              <span className={styles.badgeNew}>Draft</span>
            )}{' '}
            <span className={styles.muted}>{coverageText(coverage[i]!.english, coverage[i]!.translations)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
