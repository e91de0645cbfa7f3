import type { Metadata } from 'next';
import styles from '@/components/admin/admin.module.css';
import { INVALID_NOTICE } from '@/components/admin/notices';
import { SelectField } from '@/components/admin/select-field';
import { PasswordResetForm, StaffCreateForm } from '@/components/admin/staff-forms';
import { staffFor } from '@/lib/console/access';
import { listStaffAccounts } from '@/lib/console/accounts';
import { formatDate } from '@/lib/format/display';
import { createStaffAction, manageStaffAction, resetStaffPasswordAction } from '@/app/admin/actions/staff';

export const metadata: Metadata = { title: 'Staff' };

const NOTICES: Record<string, string> = {
  invalid: INVALID_NOTICE,
  role: 'Role changed. The account signs in again to use it.',
  removed: 'Account removed.',
  confirm: 'Nothing was removed: tick the box first.',
  own: 'Your own account is changed by another admin, never from here.',
};

const ROLE_OPTIONS: [string, string][] = [
  ['editor', 'Editor'],
  ['finance', 'Finance'],
  ['admin', 'Admin'],
];

/** Admins only: the staff accounts, their roles, new passwords, removal, and new accounts. */
export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await staffFor('accounts');
  const [accounts, notice] = await Promise.all([
    listStaffAccounts(),
    searchParams.then((p) => NOTICES[String(p.notice)]),
  ]);
  return (
    <main id="main" className={`${styles.page} ${styles.overview}`}>
      <h1>Staff</h1>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <ul className={styles.list} aria-label="Staff accounts">
        {accounts.map((a) => (
          <li key={a.id} className={styles.card}>
            <strong>{a.email}</strong>{' '}
            <span className={styles.muted}>
              {a.name} · {a.role} · since {formatDate(a.createdAt.toISOString())}
              {a.id === me.id ? ' · you' : ''}
            </span>
            {a.id !== me.id && (
              <div className={styles.rowActions}>
                <form action={manageStaffAction} className={styles.filters} aria-label={`Role of ${a.email}`}>
                  <input type="hidden" name="id" value={a.id} />
                  <SelectField label="Role" name="role" defaultValue={a.role} options={ROLE_OPTIONS} />
                  <button type="submit" name="intent" value="role" className={styles.secondary}>
                    Change role
                  </button>
                </form>
                <PasswordResetForm action={resetStaffPasswordAction} id={a.id} email={a.email} />
                <form action={manageStaffAction} aria-label={`Remove ${a.email}`}>
                  <input type="hidden" name="id" value={a.id} />
                  <label className={styles.cardHead}>
                    <input type="checkbox" name="confirm" value="yes" className={styles.tick} />
                    <span>Remove this account</span>
                  </label>
                  <button type="submit" name="intent" value="remove" className={styles.secondary}>
                    Remove
                  </button>
                </form>
              </div>
            )}
          </li>
        ))}
      </ul>
      <StaffCreateForm action={createStaffAction} />
    </main>
  );
}
