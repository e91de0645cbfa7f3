'use client';

import { type RefObject, useActionState, useEffect, useId, useRef } from 'react';
import { useFormStatus } from 'react-dom';
import fieldStyles from '@/components/forms/fields.module.css';
import { HONEYPOT_FIELD } from '@/lib/api/constants';
import { GIFT_CURRENCIES, type GiftCurrency } from '@/lib/api/giving';
import { type GiveState, startGiftAction } from '@/lib/forms/give';
import { TARGET_FIELDS } from '@/lib/forms/offline-types';
import styles from './give-form.module.css';

/*
 * The giving form: one-off or monthly, a currency and a suggested amount of that currency (the stylesheet
 * shows the chosen currency's, so it works before and without scripts) or any amount, a name or anonymous,
 * an e-mail for the receipt, a message, and the supporters' list. Its action starts the gift and sends the
 * donor on to the payment provider's page; refused, it comes back with what was typed and each message.
 */

export interface GiveFormText {
  label: string;
  frequency: string;
  once: string;
  monthly: string;
  currency: string;
  currencyNames: Record<GiftCurrency, string>;
  amount: string;
  otherAmount: string;
  otherHint: string;
  name: string;
  anonymous: string;
  email: string;
  message: string;
  optional: string;
  listed: string;
  submit: string;
  secure: string;
  problem: string;
  trap: string;
  /** Each suggested amount, as the page's language writes it. */
  suggested: Record<GiftCurrency, { value: string; label: string }[]>;
}

/** An amount a link to the form may choose: the page's address ends in `#<anchor>` (an impact card's link). */
export interface GivePreset {
  anchor: string;
  currency: string;
  amount: string;
}

const INITIAL: GiveState = { values: {}, errors: {}, message: null };

/**
 * Chooses the preset the page's address names (`#give-midwife`), on arrival and when a link on the page is
 * followed: its currency and its amount. Without scripts the link only lands here.
 */
function useChosenPreset(form: RefObject<HTMLFormElement | null>, presets: GivePreset[]) {
  useEffect(() => {
    const choose = () => {
      const preset = presets.find((p) => `#${p.anchor}` === window.location.hash);
      const fields = form.current?.elements;
      if (!preset || !fields || !(GIFT_CURRENCIES as readonly string[]).includes(preset.currency)) return;
      const currency = form.current?.querySelector<HTMLInputElement>(
        `input[name="currency"][value="${preset.currency}"]`,
      );
      const amount = fields.namedItem('amount');
      if (currency) currency.checked = true;
      // The amount as one of the currency's suggestions where it is one, else typed as the donor's own (which the
      // action takes before a suggestion), with no suggestion left looking chosen.
      const suggestions = form.current?.querySelectorAll<HTMLInputElement>(`input[name="preset_${preset.currency}"]`);
      const suggested = [...(suggestions ?? [])].find((input) => input.value === preset.amount);
      for (const input of suggestions ?? []) input.checked = input === suggested;
      if (amount instanceof HTMLInputElement) amount.value = suggested ? '' : preset.amount;
    };
    choose();
    window.addEventListener('hashchange', choose);
    return () => window.removeEventListener('hashchange', choose);
  }, [form, presets]);
}

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={fieldStyles.submit} aria-disabled={pending || undefined}>
      {label}
    </button>
  );
}

export function GiveForm({
  locale,
  text,
  presets = [],
}: {
  locale: string;
  text: GiveFormText;
  presets?: GivePreset[];
}) {
  const [state, action] = useActionState(startGiftAction, INITIAL);
  const formRef = useRef<HTMLFormElement>(null);
  useChosenPreset(formRef, presets);
  const id = useId();
  const v = state.values;
  const e = state.errors;
  const currency = (GIFT_CURRENCIES as readonly string[]).includes(v.currency ?? '') ? v.currency : 'NGN';
  const error = (name: string) =>
    e[name] ? (
      <p id={`${id}-${name}-error`} className={fieldStyles.error}>
        {e[name]}
      </p>
    ) : null;
  const described = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : null, e[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const hasErrors = Object.keys(e).length > 0;
  return (
    <form ref={formRef} action={action} className={`${fieldStyles.form} ${styles.form}`} aria-label={text.label}>
      <input type="hidden" name={TARGET_FIELDS.locale} value={locale} />
      {(hasErrors || state.message) && (
        <p className={fieldStyles.serverError} role="alert">
          {state.message ?? text.problem}
        </p>
      )}
      <fieldset className={styles.choices} aria-describedby={described('frequency')}>
        <legend className={fieldStyles.label}>{text.frequency}</legend>
        {(['once', 'monthly'] as const).map((f) => (
          <label key={f} className={styles.choice}>
            <input type="radio" name="frequency" value={f} defaultChecked={(v.frequency || 'once') === f} />
            {f === 'once' ? text.once : text.monthly}
          </label>
        ))}
        {error('frequency')}
      </fieldset>
      <fieldset className={styles.choices} aria-describedby={described('currency')}>
        <legend className={fieldStyles.label}>{text.currency}</legend>
        {GIFT_CURRENCIES.map((c) => (
          <label key={c} className={styles.choice}>
            <input type="radio" name="currency" value={c} defaultChecked={currency === c} />
            {text.currencyNames[c]}
          </label>
        ))}
        {error('currency')}
      </fieldset>
      <fieldset className={styles.amounts} aria-describedby={described('amount', true)}>
        <legend className={fieldStyles.label}>{text.amount}</legend>
        {GIFT_CURRENCIES.map((c) => (
          <div key={c} className={styles.presets} data-currency={c}>
            {text.suggested[c].map((s, i) => (
              <label key={s.value} className={styles.preset}>
                <input type="radio" name={`preset_${c}`} value={s.value} defaultChecked={i === 1 && !v.amount} />
                {s.label}
              </label>
            ))}
          </div>
        ))}
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{text.otherAmount}</span>
          <input
            className={fieldStyles.control}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={v.amount ?? ''}
            aria-invalid={e.amount ? true : undefined}
            aria-describedby={described('amount', true)}
          />
        </label>
        <p id={`${id}-amount-hint`} className={fieldStyles.hint}>
          {text.otherHint}
        </p>
        {error('amount')}
      </fieldset>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-name`} className={fieldStyles.label}>
          {text.name}
        </label>
        <input
          id={`${id}-name`}
          className={fieldStyles.control}
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={v.name ?? ''}
          aria-invalid={e.name ? true : undefined}
          aria-describedby={described('name')}
        />
        {error('name')}
      </div>
      <label className={styles.tick}>
        <input type="checkbox" name="anonymous" defaultChecked={v.anonymous === 'on'} />
        {text.anonymous}
      </label>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-email`} className={fieldStyles.label}>
          {text.email}
        </label>
        <input
          id={`${id}-email`}
          className={fieldStyles.control}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={v.email ?? ''}
          aria-invalid={e.email ? true : undefined}
          aria-describedby={described('email')}
        />
        {error('email')}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-message`} className={fieldStyles.label}>
          {text.message} <span className={fieldStyles.optional}>{text.optional}</span>
        </label>
        <textarea
          id={`${id}-message`}
          className={fieldStyles.control}
          name="message"
          rows={3}
          maxLength={1000}
          defaultValue={v.message ?? ''}
          aria-invalid={e.message ? true : undefined}
          aria-describedby={described('message')}
        />
        {error('message')}
      </div>
      <label className={styles.tick}>
        <input type="checkbox" name="listed" defaultChecked={v.listed === 'on'} />
        {text.listed}
      </label>
      <div className={fieldStyles.trap} aria-hidden="true">
        <label>
          {text.trap}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Submit label={text.submit} />
      <p className={fieldStyles.hint}>{text.secure}</p>
    </form>
  );
}
