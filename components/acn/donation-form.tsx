'use client';

import { useId } from 'react';
import { FormFooter, TextField } from '@/components/forms/fields';
import type { FormText } from '@/components/forms/form-text';
import { PersonFields } from '@/components/forms/person-fields';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { fill } from '@/lib/api/constants';
import { DONATION_KINDS, type DonationKind, IMPACT_OPTIONS, isDonationKind } from '@/lib/content/acn';
import { formatMoney } from '@/lib/format/display';

/** A suggested donation type in the page's language, its amount (where it has one) written as the language writes money. */
function suggestion(kind: DonationKind, text: FormText<'donation'>): string {
  const option = IMPACT_OPTIONS.find((o) => o.key === kind);
  const words = text.donation.types[kind];
  return option ? fill(words, { amount: formatMoney(option.amount, option.currency, text.locale) }) : words;
}

/**
 * The donation request. It stays in place after success and says so, since the team follows up by phone or e-mail.
 * `donationType` is a suggestion's kind (a Donate button's choice), written out in the page's language, or text as it came.
 */
export function DonationForm({
  donationType = '',
  onBack,
  text,
}: {
  donationType?: string;
  onBack?: () => void;
  text: FormText<'donation'>;
}) {
  const listId = useId();
  const { form, formProps, succeeded, footer } = useApiForm({
    offline: { form: 'donation' },
    schema: (kit) => kit.donationSchema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      country: '',
      donationType: isDonationKind(donationType) ? suggestion(donationType, text) : donationType,
    },
    successText: text.common.success,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.newDonation, { body }),
  });
  return (
    <form className={fieldStyles.form} {...formProps} aria-label={text.donation.label}>
      {succeeded && (
        <p role="status" className="donation-thanks">
          {text.donation.thanks}
        </p>
      )}
      <PersonFields form={form} text={text} autoFocus />
      <div className={fieldStyles.row}>
        <TextField form={form} name="country" label={text.fields.country} autoComplete="country-name" />
        <TextField
          form={form}
          name="donationType"
          label={text.fields.donationType}
          list={listId}
          hint={text.donation.hint}
        />
      </div>
      <datalist id={listId}>
        {DONATION_KINDS.map((kind) => (
          <option key={kind} value={suggestion(kind, text)} />
        ))}
      </datalist>
      <div className={fieldStyles.actions}>
        <FormFooter {...footer} label={text.donation.submit} pendingLabel={text.common.sending} />
        {onBack && (
          <button type="button" className={fieldStyles.secondary} onClick={onBack}>
            {text.common.back}
          </button>
        )}
      </div>
    </form>
  );
}
