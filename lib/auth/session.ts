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

/**
 * For console pages and server actions (which anyone can post to), before anything is read or
 * written: the signed-in staff member. A visitor, or staff whose session ended, is sent to sign-in;
 * staff whose role is not among `roles` (when given) get 403, as an editor on an admin-only page or
 * finance on the content. (A redirect rather than unauthorized(): for a form posted without scripts
 * Next answers a 401 or 403 with its 404 page.) The console names roles per area: lib/console/access.ts.
 */
export async function staffOrSignIn(roles?: readonly StaffRole[]): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/sign-in');
  if (roles && !roles.includes(staff.role)) forbidden();
  return staff;
}
