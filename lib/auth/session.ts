import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { forbidden, redirect } from 'next/navigation';
import { getAuth, isStaffRole, type StaffRole } from './auth';

/** The staff member a request comes from, as the console needs them. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** Asked once per render: the layout, the page and each console read check it (React's cache). */
export const currentStaff = cache(async (): Promise<Staff | null> => {
  const session = await (await getAuth()).api.getSession({ headers: await headers() });
  const role: unknown = session?.user && 'role' in session.user ? session.user.role : undefined;
  if (!session || !isStaffRole(role)) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name, role };
});

const allowed = (staff: Staff, role: StaffRole | undefined) => role !== 'admin' || staff.role === 'admin';

/**
 * For console pages and server actions (which anyone can post to), before anything is read or
 * written: the signed-in staff member. A visitor, or staff whose session ended, is sent to sign-in;
 * an editor on an admin-only page or action gets 403. (A redirect rather than unauthorized(): for a
 * form posted without scripts Next answers a 401 or 403 with its 404 page.)
 */
export async function staffOrSignIn(role?: StaffRole): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/sign-in');
  if (!allowed(staff, role)) forbidden();
  return staff;
}
