import 'server-only';
import { createStaff, listStaff, removeStaff, resetStaff, setStaffRole } from '../auth/accounts';
import type { StaffRole } from '../auth/auth';
import { auditEntries, recordAudit } from '../services/audit';
import { getDb } from '../db/db';
import { forStaff } from './access';

/* Staff accounts and the audit log, for admins. Every change to an account is in the log. */

export const listStaffAccounts = forStaff('accounts', () => listStaff());

export const createStaffAccount = forStaff(
  'accounts',
  async ({ db, staff }, account: { email: string; name: string; role: StaffRole; password: string }) => {
    await createStaff(account);
    await recordAudit(db, staff, 'staff account created', `${account.email} (${account.role})`);
  },
);

export const resetStaffPassword = forStaff(
  'accounts',
  async ({ db, staff }, account: { id: string; email: string }, password: string) => {
    await resetStaff(account.id, { password });
    await recordAudit(db, staff, 'staff password reset', account.email);
  },
);

export const setStaffAccountRole = forStaff(
  'accounts',
  async ({ db, staff }, account: { id: string; email: string }, role: StaffRole) => {
    await setStaffRole(account.id, role);
    await recordAudit(db, staff, 'staff role changed', `${account.email}: ${role}`);
  },
);

export const removeStaffAccount = forStaff(
  'accounts',
  async ({ db, staff }, account: { id: string; email: string }) => {
    await removeStaff(account.id);
    await recordAudit(db, staff, 'staff account removed', account.email);
  },
);

export const auditLog = forStaff('accounts', ({ db }) => auditEntries(db));

/**
 * The one write of lib/console made without forStaff: a sign-in, recorded as it succeeds, before the
 * request carries the session it made. It writes a log line and reads nothing.
 */
export async function recordSignIn(user: { id: string; email: string }) {
  await recordAudit(await getDb(), user, 'signed in', 'admin console');
}
