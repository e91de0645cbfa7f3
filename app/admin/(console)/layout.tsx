import { AdminHeader } from '@/components/admin/admin-header';
import { staffFor } from '@/lib/console/access';
import { signOut } from '@/app/admin/actions/session';
import { waitingWork } from '@/lib/console/waiting';

/** Every console page: signed-in staff only; a visitor is sent to sign-in. */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const staff = await staffFor('console');
  // Read through lib/console, which checks the session again: the layout's check alone guards nothing.
  const waiting = await waitingWork();
  return (
    <>
      <AdminHeader staff={staff} waiting={waiting} signOut={signOut} />
      {children}
    </>
  );
}
