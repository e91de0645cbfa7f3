'use client';

import { notify, TOAST_MS } from '@/lib/platform/notify';
import { CheckboxField, FormFooter, TextArea, TextField } from './fields';
import type { FormText } from './form-text';
import { PersonFields } from './person-fields';
import styles from './fields.module.css';
import { useApiForm } from './use-api-form';

/* The three join-us forms: volunteer, member, champion, each handed its words by the picker. */

const PERSON = { firstName: '', lastName: '', email: '', phoneNumber: '' };

export type JoinFormsText = FormText<'volunteer' | 'member' | 'champion'>;

export function VolunteerForm({ text }: { text: JoinFormsText }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'volunteer', page: '/join-us?role=volunteers' },
    schema: (kit) => kit.volunteerSchema,
    defaultValues: { ...PERSON, skill: '', message: '' },
    successText: text.common.success,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.volunteer, { body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label={text.volunteer.label}>
      <PersonFields form={form} text={text} />
      <TextField form={form} name="skill" label={text.fields.skill} optional={text.common.optional} />
      <TextArea form={form} name="message" label={text.volunteer.message} />
      <FormFooter {...footer} label={text.volunteer.submit} pendingLabel={text.common.submitting} />
    </form>
  );
}

export function MemberForm({ text }: { text: JoinFormsText }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'member', page: '/join-us?role=members' },
    schema: (kit) => kit.memberSchema,
    defaultValues: { ...PERSON, message: '' },
    successText: text.common.success,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.member, { body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label={text.member.title}>
      <PersonFields form={form} text={text} />
      <TextArea form={form} name="message" label={text.member.message} />
      {/* Shown, and not enforced (nor sent: the member payload has no such field). */}
      <div className={styles.field}>
        <div className={styles.checkRow}>
          <input id="member-agree" type="checkbox" className={styles.check} name="agree" />
          <label htmlFor="member-agree">{text.member.agree}</label>
        </div>
      </div>
      <FormFooter {...footer} label={text.member.title} pendingLabel={text.common.submitting} />
    </form>
  );
}

export function ChampionForm({ text }: { text: JoinFormsText }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'champion', page: '/join-us?role=champions' },
    schema: (kit) => kit.championSchema,
    defaultValues: {
      ...PERSON,
      reasonToBecomeAChampion: '',
      currentProject: '',
      pastProject: '',
      isCommitted: false,
    },
    successText: text.common.success,
    text,
    send: (body, { endpoints }, api) => api.call(endpoints.champion, { body }),
    // Not committed: no call is made, and the commitment error shows for 2 seconds.
    onInvalid: (errors) => {
      if (errors.isCommitted) notify.error(text.validation.commitment, TOAST_MS.commitment);
    },
  });
  return (
    <form className={styles.form} {...formProps} aria-label={text.champion.title}>
      <PersonFields form={form} text={text} />
      <TextArea form={form} name="reasonToBecomeAChampion" label={text.champion.reason} />
      <TextArea form={form} name="currentProject" label={text.champion.current} rows={3} />
      <TextArea form={form} name="pastProject" label={text.champion.past} rows={3} />
      <CheckboxField form={form} name="isCommitted" label={text.champion.commit} />
      <FormFooter {...footer} label={text.champion.title} pendingLabel={text.common.submitting} />
    </form>
  );
}
