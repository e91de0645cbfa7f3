import type { Selectable } from 'kysely';
import type { TestimonySection, TestimonyStatus } from '@/lib/api/schemas';
import { ARMS } from '@/lib/content/arms';
import { formatDate } from '@/lib/format/display';
import type { TestimonyTable } from '@/lib/db/schema';
import styles from './admin.module.css';

const ACTIONS: Record<TestimonyStatus, { status: TestimonyStatus; label: string }[]> = {
  pending: [
    { status: 'approved', label: 'Approve' },
    { status: 'blocked', label: 'Block' },
  ],
  approved: [
    { status: 'blocked', label: 'Block' },
    { status: 'pending', label: 'Back to pending' },
  ],
  blocked: [
    { status: 'approved', label: 'Approve' },
    { status: 'pending', label: 'Back to pending' },
  ],
};

interface Props {
  rows: Selectable<TestimonyTable>[];
  status: TestimonyStatus;
  arm: TestimonySection | undefined;
  action: (form: FormData) => Promise<void>;
  /** An approved testimony's translation coverage, such as "FR 1/1 · HA 0/1", per id. */
  coverage?: Map<string, string>;
}

/** One form for the list: tick several and use the buttons above it, or use a testimony's own buttons. Works without scripts. */
export function TestimonyReview({ rows, status, arm, action, coverage }: Props) {
  const actions = ACTIONS[status];
  if (rows.length === 0)
    return (
      <p className={styles.muted}>
        No {status} testimonies{arm ? ` for ${ARMS[arm].name}` : ''}.
      </p>
    );
  return (
    <form action={action}>
      <input type="hidden" name="shown" value={status} />
      {arm && <input type="hidden" name="arm" value={arm} />}
      <div className={styles.bulk} role="group" aria-labelledby="bulk-label">
        <span id="bulk-label">
          {rows.length} {status} {rows.length === 1 ? 'testimony' : 'testimonies'}. With the ticked ones:
        </span>
        {actions.map((a) => (
          <button key={a.status} type="submit" name="status" value={a.status} className={styles.secondary}>
            {a.label} ticked
          </button>
        ))}
      </div>
      <ul className={styles.list}>
        {rows.map((t) => {
          const name = `${t.first_name} ${t.last_name}`;
          return (
            <li key={t.id} className={styles.card}>
              <article aria-labelledby={`t-${t.id}`}>
                <div className={styles.cardHead}>
                  <input type="checkbox" name="ids" value={t.id} id={`tick-${t.id}`} className={styles.tick} />
                  <label htmlFor={`tick-${t.id}`}>
                    <strong id={`t-${t.id}`}>{name}</strong>
                    <span className={styles.muted}>
                      {' '}
                      {t.position} · {ARMS[t.website as TestimonySection]?.name ?? t.website} ·{' '}
                      {formatDate(t.created_at)}
                      {coverage?.has(t.id) && ` · ${coverage.get(t.id)}`}
                    </span>
                  </label>
                </div>
                <blockquote className={styles.quote}>{t.testimony}</blockquote>
                <div className={styles.rowActions}>
                  {actions.map((a) => (
                    <button
                      key={a.status}
                      type="submit"
                      name="one"
                      value={`${a.status}:${t.id}`}
                      className={styles.secondary}
                      aria-label={`${a.label}: ${name}`}
                    >
                      {a.label}
                    </button>
                  ))}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
