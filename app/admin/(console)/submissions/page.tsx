import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { ARM_NAMES, filterQuery, inboxFilter, languageName } from '@/components/admin/inbox-filter';
import { SelectField } from '@/components/admin/select-field';
import { formatDate } from '@/lib/format/display';
import { KINDS, listSubmissions, SUBMISSION_KINDS, unhandledSubmissions } from '@/lib/console/inbox';

export const metadata: Metadata = { title: 'Submissions' };

/** Admins only: visitors' submissions of one kind, filtered. */
export default async function SubmissionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const filter = inboxFilter(params);
  const [rows, unhandled] = await Promise.all([listSubmissions(filter), unhandledSubmissions()]);
  const query = filterQuery(filter);
  return (
    <main id="main" className={styles.page}>
      <h1>Submissions</h1>
      {params.notice === 'invalid' && (
        <p role="status" className={styles.notice}>
          {INVALID_NOTICE}
        </p>
      )}
      <form method="get" action="/admin/submissions" className={styles.filters} aria-label="Which submissions">
        <SelectField
          label="Kind"
          name="kind"
          defaultValue={filter.kind}
          options={SUBMISSION_KINDS.map((k) => [k, `${KINDS[k].label} (${unhandled[k]} not handled)`])}
        />
        <SelectField
          label="Arm"
          name="arm"
          defaultValue={filter.arm ?? ''}
          options={[['', 'All arms'], ...Object.entries(ARM_NAMES)]}
        />
        <label className={styles.field}>
          <span>From</span>
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label className={styles.field}>
          <span>To</span>
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <label className={styles.field}>
          <span>Name or e-mail</span>
          <input type="search" name="q" defaultValue={filter.search} />
        </label>
        <button type="submit" className={styles.secondary}>
          Show
        </button>
      </form>
      <p className={styles.bulk}>
        <span>
          {rows.length} {KINDS[filter.kind].label.toLowerCase()}, newest first.
        </span>
        {/* A plain link: the browser downloads the file (Content-Disposition), no script needed. */}
        <a href={`/admin/export?${query}`} className={styles.secondary} download>
          Download CSV
        </a>
      </p>
      {rows.length === 0 ? (
        <p className={styles.muted}>Nothing matches these filters.</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((s) => (
            <li key={s.id} className={styles.card}>
              <Link
                href={`/admin/submissions/${filter.kind}/${encodeURIComponent(s.id)}?${query}`}
                prefetch={false}
                className={styles.rowLink}
              >
                <strong>{s.name || s.email}</strong>
              </Link>{' '}
              <span className={styles.muted}>
                {s.name ? `${s.email} · ` : ''}
                {ARM_NAMES[s.arm] ?? s.arm} · {languageName(s.locale)} · {formatDate(s.createdAt)}
              </span>
              {s.handledAt ? (
                <span className={styles.badge}>Handled</span>
              ) : (
                <span className={styles.badgeNew}>Not handled</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
