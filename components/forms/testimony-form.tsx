'use client';

import { FormFooter, SelectField, TextArea, TextField } from './fields';
import type { FormText } from './form-text';
import styles from './fields.module.css';
import { useApiForm } from './use-api-form';

/** The arms a testimony is about, by their names (names are not translated). */
const WEBSITES = [
  { value: 'eduafrica', label: 'Edu Africa' },
  { value: 'arewahub', label: 'Arewa Hub' },
  { value: 'acn', label: 'African Child Network' },
];

export function TestimonyForm({ text }: { text: FormText<'testimony'> }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'testimony' },
    schema: (kit) => kit.testimonySubmitSchema,
    defaultValues: { firstName: '', lastName: '', position: '', website: '', testimony: '' },
    successText: text.common.success,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.newTestimony, { body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label={text.testimony.label}>
      <div className={styles.row}>
        <TextField form={form} name="firstName" label={text.fields.firstName} autoComplete="given-name" />
        <TextField form={form} name="lastName" label={text.fields.lastName} autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="position" label={text.fields.occupation} autoComplete="organization-title" />
        <SelectField
          form={form}
          name="website"
          label={text.fields.website}
          placeholder={text.testimony.placeholder}
          options={WEBSITES}
        />
      </div>
      <TextArea form={form} name="testimony" label={text.testimony.testimony} />
      <FormFooter {...footer} label={text.testimony.submit} pendingLabel={text.common.submitting} />
    </form>
  );
}
