'use client';

import { browserApi } from '@/lib/api/browser';
import { API_NAME, type ArmKey } from '@/lib/content/arms';
import { FormFooter, TextArea } from './fields';
import { PersonFields } from './person-fields';
import styles from './fields.module.css';
import { useApiForm } from './use-api-form';

const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' };

/** The contact form of every arm; the learning app's shows no toast (successText null). */
export function ContactForm({ arm, successText }: { arm: ArmKey; successText: string | null }) {
  const { form, formProps, succeeded, footer } = useApiForm({
    offline: { form: 'contact', arm: API_NAME[arm] },
    schema: (kit) => kit.contactSchema,
    defaultValues: EMPTY,
    successText,
    send: (body, { endpoints }) => browserApi.call(endpoints.contact, { params: { arm: API_NAME[arm] }, body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label="Contact form">
      <PersonFields form={form} />
      <TextArea form={form} name="message" label="Message" />
      <FormFooter {...footer} label="Send Message" pendingLabel="Sending..." />
      {/* Without a toast, the visitor still deserves to know the message went. */}
      {successText === null && succeeded && <p role="status">Thank you: your message has been sent.</p>}
    </form>
  );
}
