'use client';

import { useId } from 'react';
import { FormFooter, TextField } from '@/components/forms/fields';
import { PersonFields } from '@/components/forms/person-fields';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { browserApi } from '@/lib/api/browser';
import { DONATION_TYPES } from '@/lib/content/acn';

/** The donation request. It stays in place after success and says so, since the team follows up by phone or e-mail. */
export function DonationForm({ donationType = '', onBack }: { donationType?: string; onBack?: () => void }) {
  const listId = useId();
  const { form, formProps, succeeded, footer } = useApiForm({
    offline: { form: 'donation' },
    schema: (kit) => kit.donationSchema,
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', country: '', donationType },
    successText: 'Message Sent Successfully',
    send: (body, { endpoints }) => browserApi.call(endpoints.newDonation, { body }),
  });
  return (
    <form className={fieldStyles.form} {...formProps} aria-label="Donation">
      {succeeded && (
        <p role="status" className="donation-thanks">
          Thank you for your generosity. Our team will contact you shortly with how to complete your gift.
        </p>
      )}
      <PersonFields form={form} autoFocus />
      <div className={fieldStyles.row}>
        <TextField form={form} name="country" label="Country" autoComplete="country-name" />
        <TextField
          form={form}
          name="donationType"
          label="Donation type"
          list={listId}
          hint="Choose a suggestion or write your own."
        />
      </div>
      <datalist id={listId}>
        {DONATION_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <div className={fieldStyles.actions}>
        <FormFooter {...footer} label="Send donation request" pendingLabel="Sending..." />
        {onBack && (
          <button type="button" className={fieldStyles.secondary} onClick={onBack}>
            Back
          </button>
        )}
      </div>
    </form>
  );
}
