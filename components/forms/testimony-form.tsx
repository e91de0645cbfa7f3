'use client';

import { browserApi } from '@/lib/api/browser';
import { FormFooter, SelectField, TextArea, TextField } from './fields';
import styles from './fields.module.css';
import { useApiForm } from './use-api-form';

const WEBSITES = [
  { value: 'eduafrica', label: 'Edu Africa' },
  { value: 'arewahub', label: 'Arewa Hub' },
  { value: 'acn', label: 'African Child Network' },
];

export function TestimonyForm() {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'testimony' },
    schema: (kit) => kit.testimonySubmitSchema,
    defaultValues: { firstName: '', lastName: '', position: '', website: '', testimony: '' },
    successText: 'Message Sent Successfully',
    send: (body, { endpoints }) => browserApi.call(endpoints.newTestimony, { body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label="Testimony/Feedback">
      <div className={styles.row}>
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="position" label="Occupation" autoComplete="organization-title" />
        <SelectField form={form} name="website" label="Website" placeholder="Select a Website" options={WEBSITES} />
      </div>
      <TextArea form={form} name="testimony" label="Your testimony or feedback" />
      <FormFooter {...footer} label="Submit" pendingLabel="Submitting..." />
    </form>
  );
}
