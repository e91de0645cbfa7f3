'use client';

import { FormFooter, TextArea, TextField } from '@/components/forms/fields';
import type { FormText } from '@/components/forms/form-text';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';

/** The partnership enquiry: sent to the network's contact route with `reason`; the message is optional. */
export function EnquiryForm({ onDone, text }: { onDone?: () => void; text: FormText<'enquiry'> }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'enquiry' },
    schema: (kit) => kit.enquirySchema,
    defaultValues: { firstName: '', lastName: '', email: '', reason: '', message: '' },
    successText: text.common.success,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.enquiry, { body }),
    onSuccess: onDone,
  });
  return (
    <form className={fieldStyles.form} {...formProps} aria-label={text.enquiry.label}>
      <div className={fieldStyles.row}>
        <TextField
          form={form}
          name="firstName"
          label={text.fields.firstName}
          autoComplete="given-name"
          data-autofocus
        />
        <TextField form={form} name="lastName" label={text.fields.lastName} autoComplete="family-name" />
      </div>
      {/* A plain text field; the address is still checked as an e-mail here and on the server. */}
      <TextField
        form={form}
        name="email"
        label={text.fields.email}
        type="text"
        inputMode="email"
        autoComplete="email"
      />
      <TextField form={form} name="reason" label={text.enquiry.reason} placeholder={text.enquiry.placeholder} />
      <TextArea form={form} name="message" label={text.fields.message} optional={text.common.optional} rows={4} />
      <FormFooter {...footer} label={text.enquiry.submit} pendingLabel={text.common.sending} />
    </form>
  );
}
