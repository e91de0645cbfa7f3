import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import { TESTIMONY_WEBSITES } from '@/lib/api/schemas';
import { ARMS } from '@/lib/content/arms';
import { mayUse, staffFor } from '@/lib/console/access';
import { KINDS, SUBMISSION_KINDS, unhandledSubmissions } from '@/lib/console/inbox';
import { pendingTestimonies } from '@/lib/console/testimonies';
import { donationTotals } from '@/lib/console/donations';
import { formatMinor } from '@/components/admin/donation-filter';

export const metadata: Metadata = { title: 'Overview' };

/** What waits for the signed-in staff member in the parts they may use: testimonies to review, the inbox, the gifts. */
export default async function AdminHome() {
  const staff = await staffFor('console');
  const [pending, unhandled, totals] = await Promise.all([
    mayUse(staff, 'content') ? pendingTestimonies() : null,
    mayUse(staff, 'inbox') ? unhandledSubmissions() : null,
    mayUse(staff, 'donations') ? donationTotals() : null,
  ]);
  const month = new Date().toISOString().slice(0, 7);
  const thisMonth = totals?.filter((t) => t.month === month && t.paidCount > 0);
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Overview</h1>
      {pending && (
        <section aria-labelledby="pending-heading" className={styles.card}>
          <h2 id="pending-heading">Testimonies waiting for review</h2>
          <ul className={styles.counts}>
            {TESTIMONY_WEBSITES.map((arm) => (
              <li key={arm}>
                <Link href={`/admin/testimonies?arm=${arm}&status=pending`} prefetch={false}>
                  {ARMS[arm].name}: <strong>{pending[arm] ?? 0}</strong> pending
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {unhandled && (
        <section aria-labelledby="inbox-heading" className={styles.card}>
          <h2 id="inbox-heading">Submissions not handled yet</h2>
          <ul className={styles.counts}>
            {SUBMISSION_KINDS.map((kind) => (
              <li key={kind}>
                <Link href={`/admin/submissions?kind=${kind}`} prefetch={false}>
                  {KINDS[kind].label}: <strong>{unhandled[kind]}</strong>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {thisMonth && (
        <section aria-labelledby="gifts-heading" className={styles.card}>
          <h2 id="gifts-heading">Gifts paid this month</h2>
          {thisMonth.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className={styles.counts}>
              {thisMonth.map((t) => (
                <li key={t.currency}>
                  {t.currency}: <strong>{formatMinor(t.paidMinor, t.currency)}</strong> from {t.paidCount}{' '}
                  {t.paidCount === 1 ? 'gift' : 'gifts'}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/admin/donations" prefetch={false}>
              Every gift and the totals per month
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
