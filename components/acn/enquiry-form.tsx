'use client';

import { FormFooter, TextArea, TextField } from '@/components/forms/fields';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { browserApi } from '@/lib/api/browser';

/** The partnership enquiry: sent to the network's contact route with `reason`; the message is optional. */
export function EnquiryForm({ onDone }: { onDone?: () => void }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'enquiry' },
    schema: (kit) => kit.enquirySchema,
    defaultValues: { firstName: '', lastName: '', email: '', reason: '', message: '' },
    successText: 'Message Sent Successfully',
    send: (body, { endpoints }) => browserApi.call(endpoints.enquiry, { body }),
    onSuccess: onDone,
  });
  return (
    <form className={fieldStyles.form} {...formProps} aria-label="Partnership enquiry">
      <div className={fieldStyles.row}>
        <TextField form={form} name="firstName" label="First name" autoComplete="given-name" data-autofocus />
        <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      {/* A plain text field; the address is still checked as an e-mail here and on the server. */}
      <TextField form={form} name="email" label="Email" type="text" inputMode="email" autoComplete="email" />
      <TextField
        form={form}
        name="reason"
        label="Reason for the partnership"
        placeholder="School programme, sponsorship, research…"
      />
      <TextArea form={form} name="message" label="Message" optional rows={4} />
      <FormFooter {...footer} label="Send enquiry" pendingLabel="Sending..." />
    </form>
  );
}
