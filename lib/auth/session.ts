import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { getAuth, isStaffRole, type StaffRole } from './auth';

/** The staff member a request comes from, as the console needs them. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export async function currentStaff(): Promise<Staff | null> {
  const session = await (await getAuth()).api.getSession({ headers: await headers() });
  const role: unknown = session?.user && 'role' in session.user ? session.user.role : undefined;
  if (!session || !isStaffRole(role)) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name, role };
}

const allowed = (staff: Staff, role: StaffRole | undefined) => role !== 'admin' || staff.role === 'admin';

/** For pages: the signed-in staff member; a visitor goes to sign-in, an editor on an admin page gets 403. */
export async function staffOrSignIn(role?: StaffRole): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect('/admin/sign-in');
  if (!allowed(staff, role)) forbidden();
  return staff;
}

/** For server actions, which anyone can call: the same checks, as an error instead of a page. */
export async function requireStaff(role?: StaffRole): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff || !allowed(staff, role)) throw new Error('Not allowed: sign in with an account that may do this');
  return staff;
}
