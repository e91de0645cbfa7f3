'use client';

import { useActionState } from 'react';
import styles from './admin.module.css';

export interface SignInState {
  email: string;
  error?: string;
}

/**
 * The sign-in form, posting to the server action it is given. It works before its script loads
 * too: the page comes back with the message and the address typed.
 */
export function SignInForm({ action }: { action: (previous: SignInState, form: FormData) => Promise<SignInState> }) {
  const [state, formAction, pending] = useActionState(action, { email: '' });
  return (
    <form action={formAction} className={styles.card}>
      {state.error && (
        <p id="sign-in-error" role="alert" className={styles.error}>
          {state.error}
        </p>
      )}
      <label className={styles.field}>
        <span>E-mail address</span>
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          key={state.email}
          aria-describedby={state.error ? 'sign-in-error' : undefined}
        />
      </label>
      <label className={styles.field}>
        <span>Password</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={state.error ? 'sign-in-error' : undefined}
        />
      </label>
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
