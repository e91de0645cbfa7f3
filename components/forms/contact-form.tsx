'use client';

import { API_NAME, type ArmKey } from '@/lib/content/arms';
import { FormFooter, TextArea } from './fields';
import type { FormText } from './form-text';
import { PersonFields } from './person-fields';
import styles from './fields.module.css';
import { useApiForm } from './use-api-form';

const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

/** The contact form of every arm; the learning app's shows no toast (successText null). */
export function ContactForm({
  arm,
  successText,
  text,
}: {
  arm: ArmKey;
  successText: string | null;
  text: FormText<'contact'>;
}) {
  const { form, formProps, succeeded, footer } = useApiForm({
    offline: { form: 'contact', arm: API_NAME[arm] },
    schema: (kit) => kit.contactSchema,
    defaultValues: EMPTY,
    successText,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.contact, { params: { arm: API_NAME[arm] }, body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label={text.contact.label}>
      <PersonFields form={form} text={text} />
      <TextArea form={form} name="message" label={text.fields.message} />
      <FormFooter {...footer} label={text.contact.submit} pendingLabel={text.common.sending} />
      {/* Without a toast, the visitor still deserves to know the message went. */}
      {successText === null && succeeded && <p role="status">{text.common.sent}</p>}
    </form>
  );
}
