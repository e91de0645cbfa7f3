import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/admin/sign-in-form';
import { signIn } from '@/app/admin/actions/session';
import styles from '@/components/admin/admin.module.css';
import { currentStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage() {
  if (await currentStaff()) redirect('/admin');
  return (
    <main id="main" className={styles.narrow}>
      <h1>Staff sign-in</h1>
      <p className={styles.muted}>For the Edu Connect Africa team. Ask an administrator for an account.</p>
      <SignInForm action={signIn} />
    </main>
  );
}
