import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import { ARM_NAMES, filterQuery, inboxFilter, languageName } from '@/components/admin/inbox-filter';
import { formatDate } from '@/lib/format/display';
import { KINDS, openSubmission, type SubmissionKind } from '@/lib/console/inbox';
import { markHandled } from '@/app/admin/actions/moderation';
import { ContentForm } from '@/components/admin/content-form';
import { MAIL_STATES, REPLY_FIELDS } from '@/components/admin/mail-fields';
import { messageReplies } from '@/lib/console/mail';
import { replyAction } from '@/app/admin/actions/mail';

export const metadata: Metadata = { title: 'Submission' };

interface Props {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Admins only: one submission whole, its files, and its handled mark. */
export default async function SubmissionPage({ params, searchParams }: Props) {
  const { kind, id } = await params;
  if (!(kind in KINDS)) notFound();
  const found = await openSubmission(kind as SubmissionKind, id);
  if (!found) notFound();
  const rows: [string, React.ReactNode][] = [
    ['Kind', KINDS[found.kind].label],
    [
      'E-mail',
      <a key="email" href={`mailto:${found.email}`}>
        {found.email}
      </a>,
    ],
    ['Arm', ARM_NAMES[found.arm] ?? found.arm],
    // What the sender's e-mails (a reply included) are written in.
    ['Language', languageName(found.locale)],
    ['Sent', formatDate(found.createdAt)],
    ...found.fields,
  ];
  // Back to the list as it was filtered.
  const query = await searchParams;
  const back = filterQuery({ ...inboxFilter(query), kind: found.kind });
  // A contact message can be answered by e-mail from here.
  const replies = found.kind === 'messages' ? await messageReplies(found.id) : null;
  return (
    <main id="main" className={styles.page}>
      <p>
        <Link href={`/admin/submissions?${back}`} prefetch={false}>
          Back to {KINDS[found.kind].label.toLowerCase()}
        </Link>
      </p>
      <h1>{found.name || found.email}</h1>
      <dl className={styles.details}>
        {rows.map(([heading, value]) => (
          <div key={heading} className={styles.detailRow}>
            <dt>{heading}</dt>
            <dd className={styles.quote}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {found.items.length > 0 && (
        <section aria-labelledby="items-heading" className={styles.card}>
          <h2 id="items-heading">Items</h2>
          <ul>
            {found.items.map((item, i) => (
              <li key={i}>
                {String(item.quantity)} × {String(item.product_name)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {found.files.length > 0 && (
        <section aria-labelledby="files-heading" className={styles.card}>
          <h2 id="files-heading">Files</h2>
          <ul>
            {found.files.map((file, i) => (
              <li key={file.path}>
                <a href={`/admin/files/${encodeURIComponent(found.id)}/${i}`} download>
                  {file.label} ({file.path.split('.').pop()?.toUpperCase()})
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {replies && (
        <section aria-labelledby="replies-heading" className={styles.card}>
          <h2 id="replies-heading">Replies</h2>
          {query.notice === 'replied' && (
            <p role="status" className={styles.notice}>
              Reply saved: it is e-mailed to {found.email}.
            </p>
          )}
          {replies.map((r) => (
            <div key={r.id}>
              <p
                className={styles.muted}
              >{`${r.staff_email}, ${formatDate(r.created_at)}: ${MAIL_STATES[r.status] ?? r.status}${r.last_error ? ` (${r.last_error})` : ''}`}</p>
              <p className={styles.quote}>{r.body}</p>
            </div>
          ))}
          <ContentForm
            action={replyAction}
            fields={REPLY_FIELDS}
            hidden={{ id: found.id }}
            label={`Reply to ${found.name || found.email}`}
            buttons={[{ value: 'send', label: 'Send reply' }]}
            initial={{ body: '' }}
          />
        </section>
      )}
      <form action={markHandled} className={styles.rowActions}>
        <input type="hidden" name="kind" value={found.kind} />
        <input type="hidden" name="id" value={found.id} />
        <input type="hidden" name="handled" value={found.handledAt ? '0' : '1'} />
        <p role="status">
          {found.handledAt ? `Handled by ${found.handledBy} on ${formatDate(found.handledAt)}.` : 'Not handled yet.'}
        </p>
        <button type="submit" className={styles.secondary}>
          {found.handledAt ? 'Mark as not handled' : 'Mark as handled'}
        </button>
      </form>
    </main>
  );
}
