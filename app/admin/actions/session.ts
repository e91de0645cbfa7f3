'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInEmail } from '@/lib/api/console-schemas';
import type { SignInState } from '@/components/admin/sign-in-form';
import { getAuth } from '@/lib/auth/auth';
import { signInSucceeded, takeSignInAttempt } from '@/lib/auth/throttle';
import { clientAddress } from '@/lib/gateway/client-address';
import { recordSignIn } from '@/lib/console/accounts';
import { field } from './form-data';

/* Signing in and out of the console. */

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/**
 * better-auth's refusal of the credentials. Checked by name as well as by class: on a PostgreSQL store a
 * wrong password after an earlier sign-in in the same process came back as an APIError of another copy of
 * the class (seen in tests/stack), and `instanceof` alone turned the refusal into a 500.
 */
const isAuthRefusal = (error: unknown) =>
  error instanceof APIError || (error instanceof Error && error.name === 'APIError');

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = field(form, 'email').trim().toLowerCase();
  const password = field(form, 'password');
  if (!signInEmail.safeParse(email).success)
    return { email, error: 'Enter the e-mail address of your staff account, such as name@example.org.' };
  if (!password) return { email, error: 'Enter your password.' };
  const requestHeaders = await headers();
  const address = clientAddress({ headers: requestHeaders });
  const wait = await takeSignInAttempt(email, address);
  if (wait > 0) return { email, error: `Too many failed attempts. Wait ${minutes(wait)}, then try again.` };
  try {
    const { user } = await (await getAuth()).api.signInEmail({ body: { email, password }, headers: requestHeaders });
    await signInSucceeded(email, address);
    await recordSignIn(user);
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    return { email, error: 'The e-mail address or the password is wrong.' };
  }
  redirect('/admin');
}

export async function signOut(): Promise<void> {
  await (await getAuth()).api.signOut({ headers: await headers() });
  redirect('/admin/sign-in');
}
