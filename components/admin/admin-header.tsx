import Link from 'next/link';
import type { Staff } from '@/lib/auth/session';
import { mayUse } from '@/lib/console/access';
import type { WaitingWork } from '@/lib/console/waiting-work';
import styles from './admin.module.css';
import { WaitingCount } from './waiting-count';

/** The console's bar: the parts the staff member may use (lib/console/access.ts) with what waits in them, who is signed in, sign-out. */
export function AdminHeader({
  staff,
  waiting,
  signOut,
}: {
  staff: Staff;
  waiting: WaitingWork;
  signOut: () => Promise<void>;
}) {
  return (
    <header className={styles.bar}>
      <nav aria-label="Admin" className={styles.nav}>
        <Link href="/admin" prefetch={false} className={styles.brand}>
          Admin
        </Link>
        {mayUse(staff, 'content') && (
          <Link href="/admin/testimonies" prefetch={false}>
            Testimonies
            <WaitingCount kind="testimonies" initial={waiting} />
          </Link>
        )}
        {mayUse(staff, 'inbox') && (
          <Link href="/admin/submissions" prefetch={false}>
            Submissions
            <WaitingCount kind="submissions" initial={waiting} />
          </Link>
        )}
        {mayUse(staff, 'content') && (
          <>
            <Link href="/admin/posts" prefetch={false}>
              News and stories
            </Link>
            <Link href="/admin/events" prefetch={false}>
              Events
            </Link>
            <Link href="/admin/products" prefetch={false}>
              Products
            </Link>
            <Link href="/admin/team" prefetch={false}>
              Teams
            </Link>
            <Link href="/admin/faqs" prefetch={false}>
              FAQs
            </Link>
          </>
        )}
        {mayUse(staff, 'mail') && (
          <>
            <Link href="/admin/newsletters" prefetch={false}>
              Newsletters
            </Link>
            <Link href="/admin/mail" prefetch={false}>
              Mail
            </Link>
          </>
        )}
        {mayUse(staff, 'donations') && (
          <Link href="/admin/donations" prefetch={false}>
            Donations
          </Link>
        )}
        {mayUse(staff, 'accounts') && (
          <>
            <Link href="/admin/staff" prefetch={false}>
              Staff
            </Link>
            <Link href="/admin/audit" prefetch={false}>
              Audit log
            </Link>
          </>
        )}
      </nav>
      <form action={signOut} className={styles.who}>
        <span>
          {staff.email} <span className={styles.role}>({staff.role})</span>
        </span>
        <button type="submit" className={styles.secondary}>
          Sign out
        </button>
      </form>
    </header>
  );
}
