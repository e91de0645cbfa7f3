'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from './fields';
import styles from './fields.module.css';

/** The phone field as most forms name it; the crafts membership's server calls it mobileNumber. */
const PHONE = { name: 'phoneNumber', label: 'Phone number' } as const;

interface Props<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  autoFocus?: boolean;
  phone?: { name: 'phoneNumber' | 'mobileNumber'; label: string };
}

/** First and last name, e-mail and phone: the fields most forms start with. */
export function PersonFields<T extends FieldValues>({ form, autoFocus = false, phone = PHONE }: Props<T>) {
  const f = form as unknown as UseFormReturn<
    Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'mobileNumber', string>,
    unknown,
    unknown
  >;
  return (
    <>
      <div className={styles.row}>
        <TextField
          form={f}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          data-autofocus={autoFocus || undefined}
        />
        <TextField form={f} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField form={f} name="email" label="Email" type="email" autoComplete="email" />
        <TextField form={f} name={phone.name} label={phone.label} type="tel" autoComplete="tel" />
      </div>
    </>
  );
}
