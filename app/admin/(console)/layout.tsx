import { AdminHeader } from '@/components/admin/admin-header';
import { staffOrSignIn } from '@/lib/auth/session';
import { signOut } from '@/app/admin/actions/session';

/** Every console page: signed-in staff only; a visitor is sent to sign-in. */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const staff = await staffOrSignIn();
  return (
    <>
      <AdminHeader staff={staff} signOut={signOut} />
      {children}
    </>
  );
}
