'use client';

import { useActionState } from 'react';
import styles from './admin.module.css';

/** What a staff form's action answers: a message naming what is wrong, or the password made, shown this once. */
export interface StaffFormState {
  values?: { email: string; name: string; role: string };
  error?: string;
  made?: { email: string; password: string };
}

type Action = (previous: StaffFormState, form: FormData) => Promise<StaffFormState>;

function Outcome({ state }: { state: StaffFormState }) {
  if (state.error)
    return (
      <p role="alert" className={styles.error}>
        {state.error}
      </p>
    );
  if (!state.made) return null;
  return (
    <p role="status" className={styles.notice}>
      Password for {state.made.email}, shown only now: <code className={styles.password}>{state.made.password}</code>.
      Give it to them in person or by phone.
    </p>
  );
}

/** Adds an account; its password is made on the server and shown here once. */
export function StaffCreateForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  const values = state.values ?? { email: '', name: '', role: 'editor' };
  return (
    <form action={formAction} className={styles.card} aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading">Add an account</h2>
      <Outcome state={state} />
      <label className={styles.field}>
        <span>E-mail address</span>
        <input name="email" type="email" required defaultValue={values.email} key={`email:${values.email}`} />
      </label>
      <label className={styles.field}>
        <span>Name</span>
        <input name="name" defaultValue={values.name} key={`name:${values.name}`} />
      </label>
      <label className={styles.field}>
        <span>Role</span>
        <select name="role" defaultValue={values.role} key={`role:${values.role}`}>
          <option value="editor">Editor: testimonies to moderate and the content of the public pages</option>
          <option value="finance">Finance: gifts given online, their totals and CSV</option>
          <option value="admin">Admin: all that, submissions, mail, staff accounts and the audit log</option>
        </select>
      </label>
      <button type="submit" className={styles.secondary} disabled={pending}>
        Add account
      </button>
    </form>
  );
}

/** Gives one account a new password (shown here once) and signs it out everywhere. */
export function PasswordResetForm({ action, id, email }: { action: Action; id: string; email: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <Outcome state={state} />
      <button type="submit" className={styles.secondary} disabled={pending} aria-label={`New password for ${email}`}>
        New password
      </button>
    </form>
  );
}
