'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from './fields';
import styles from './fields.module.css';
import type { FormText } from './form-text';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  text: FormText;
  autoFocus?: boolean;
  /** The phone field as most forms name it (phoneNumber); the crafts membership's server calls it mobileNumber. */
  phone?: 'phoneNumber' | 'mobileNumber';
}

/** First and last name, e-mail and phone: the fields most forms start with. */
export function PersonFields<T extends FieldValues>({
  form,
  text,
  autoFocus = false,
  phone = 'phoneNumber',
}: Props<T>) {
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
          label={text.fields.firstName}
          autoComplete="given-name"
          data-autofocus={autoFocus || undefined}
        />
        <TextField form={f} name="lastName" label={text.fields.lastName} autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField form={f} name="email" label={text.fields.email} type="email" autoComplete="email" />
        <TextField form={f} name={phone} label={text.fields[phone]} type="tel" autoComplete="tel" />
      </div>
    </>
  );
}
