import type { Metadata } from 'next';
import styles from '@/components/admin/admin.module.css';
import { auditLog } from '@/lib/console/accounts';

export const metadata: Metadata = { title: 'Audit log' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Admins only: who did what in the console, newest first. */
export default async function AuditPage() {
  const entries = await auditLog();
  return (
    <main id="main" className={styles.page}>
      <h1>Audit log</h1>
      <p className={styles.muted}>The last {entries.length} actions, newest first. Times are UTC.</p>
      <div className={styles.tableWrap} role="region" aria-labelledby="audit-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="audit-caption">Staff actions</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{when.format(new Date(e.at))}</td>
                <td>{e.staff_email}</td>
                <td>{e.action}</td>
                <td>{e.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
