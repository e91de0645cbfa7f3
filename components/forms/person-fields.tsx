'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from './fields';
import styles from './fields.module.css';

/** First and last name, e-mail and phone: the fields most forms start with. */
export function PersonFields<T extends FieldValues>({ form, autoFocus = false }: { form: UseFormReturn<T, unknown, unknown>; autoFocus?: boolean }) {
  const f = form as unknown as UseFormReturn<{ firstName: string; lastName: string; email: string; phoneNumber: string }, unknown, unknown>;
  return (
    <>
      <div className={styles.row}>
        <TextField form={f} name="firstName" label="First name" autoComplete="given-name" data-autofocus={autoFocus || undefined} />
        <TextField form={f} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField form={f} name="email" label="Email" type="email" autoComplete="email" />
        <TextField form={f} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
      </div>
    </>
  );
}
