import type { OutboxCounts as Counts } from '@/lib/services/outbox';
import styles from './admin.module.css';
import { MAIL_STATES } from './mail-fields';

/** How many messages wait, are being sent, were sent and failed; `children` adds to the line. */
export function OutboxCounts({ counts, children }: { counts: Counts; children?: React.ReactNode }) {
  return (
    <p className={styles.counts}>
      {(Object.keys(MAIL_STATES) as (keyof Counts)[]).map((state) => (
        <span key={state}>{`${MAIL_STATES[state]}: ${counts[state]}`}</span>
      ))}
      {children}
    </p>
  );
}
