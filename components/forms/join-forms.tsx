'use client';

import { browserApi } from '@/lib/api/browser';
import { CHAMPION_COMMITMENT_MESSAGE } from '@/lib/api/constants';
import { notify, TOAST_MS } from '@/lib/platform/notify';
import { CheckboxField, FormFooter, TextArea, TextField } from './fields';
import { PersonFields } from './person-fields';
import styles from './fields.module.css';
import { useApiForm } from './use-api-form';

/* The three join-us forms: volunteer, member, champion. */

const PERSON = { firstName: '', lastName: '', email: '', phoneNumber: '' };
const SENT = 'Message Sent Successfully';

export function VolunteerForm() {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'volunteer', page: '/join-us?role=volunteers' },
    schema: (kit) => kit.volunteerSchema,
    defaultValues: { ...PERSON, skill: '', message: '' },
    successText: SENT,
    send: (body, { endpoints }) => browserApi.call(endpoints.volunteer, { body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label="Become a volunteer">
      <PersonFields form={form} />
      <TextField form={form} name="skill" label="Skills or experience" optional />
      <TextArea form={form} name="message" label="Why would you like to volunteer?" />
      <FormFooter {...footer} label="Apply as a volunteer" pendingLabel="Submitting..." />
    </form>
  );
}

export function MemberForm() {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'member', page: '/join-us?role=members' },
    schema: (kit) => kit.memberSchema,
    defaultValues: { ...PERSON, message: '' },
    successText: SENT,
    send: (body, { endpoints }) => browserApi.call(endpoints.member, { body }),
  });
  return (
    <form className={styles.form} {...formProps} aria-label="Become a member">
      <PersonFields form={form} />
      <TextArea form={form} name="message" label="Tell us about yourself" />
      {/* Shown, and not enforced (nor sent: the member payload has no such field). */}
      <div className={styles.field}>
        <div className={styles.checkRow}>
          <input id="member-agree" type="checkbox" className={styles.check} name="agree" />
          <label htmlFor="member-agree">I understand and agree to abide by the mission and values</label>
        </div>
      </div>
      <FormFooter {...footer} label="Become a member" pendingLabel="Submitting..." />
    </form>
  );
}

export function ChampionForm() {
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
    successText: SENT,
    send: (body, { endpoints }) => browserApi.call(endpoints.champion, { body }),
    // Not committed: no call is made, and the commitment error shows for 2 seconds.
    onInvalid: (errors) => {
      if (errors.isCommitted) notify.error(CHAMPION_COMMITMENT_MESSAGE, TOAST_MS.commitment);
    },
  });
  return (
    <form className={styles.form} {...formProps} aria-label="Become a champion">
      <PersonFields form={form} />
      <TextArea form={form} name="reasonToBecomeAChampion" label="Why do you want to become a champion?" />
      <TextArea form={form} name="currentProject" label="What project are you working on now?" rows={3} />
      <TextArea form={form} name="pastProject" label="Tell us about a past project" rows={3} />
      <CheckboxField
        form={form}
        name="isCommitted"
        label="I commit to representing Edu Connect Africa positively and responsibly"
      />
      <FormFooter {...footer} label="Become a champion" pendingLabel="Submitting..." />
    </form>
  );
}
