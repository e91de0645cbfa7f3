'use client';

import { type RefObject, startTransition, useActionState, useEffect, useId, useRef } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import fieldStyles from '@/components/forms/fields.module.css';
import { useFormText } from '@/components/forms/form-text-context';
import { loadFormKit } from '@/components/forms/use-api-form';
import { HONEYPOT_FIELD } from '@/lib/api/constants';
import { GIFT_CURRENCIES, type GiftCurrency, type GivingMessageKey, translateGivingMessage } from '@/lib/api/giving';
import { fieldErrors } from '@/lib/forms/field-errors';
import { type GiveState, startGiftAction } from '@/lib/forms/give';
import { TARGET_FIELDS } from '@/lib/forms/offline-types';
import styles from './give-form.module.css';

/*
 * The giving form: one-off or monthly, a currency and a suggested amount of that currency (the stylesheet
 * shows the chosen currency's, so it works before and without scripts) or any amount, a name or anonymous,
 * an e-mail for the receipt, a message, and the supporters' list. Its action starts the gift and sends the
 * donor on to the payment provider's page; refused, it comes back with what was typed and each message.
 * Once scripts run, react-hook-form checks the fields first with the gift's own schema (giftSchema, which
 * the action checks too), each message in the page's words, and only a gift that passes is sent.
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
  /** The giving catalog's validation messages, in the page's language. */
  validation: Record<GivingMessageKey, string>;
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

/** The fields as the form holds them: a suggested amount is a choice of its currency's own (`preset_NGN`…). */
type GiveValues = Record<string, string | boolean | undefined>;

/**
 * The fields checked in the browser as the action checks them: the amount typed, else the currency's
 * suggestion chosen, through giftSchema; each message in the page's words (the giving catalog's, else the
 * forms catalog's). A field another's check reads (the currency and its suggestions for the amount, "give
 * anonymously" for the name) checks that one again as it changes (`deps`).
 */
function useGiveCheck(locale: string, validation: GiveFormText['validation']): UseFormReturn<GiveValues> {
  const text = useFormText();
  return useForm<GiveValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: async (values) => {
      const kit = await loadFormKit();
      const typed = typeof values.amount === 'string' ? values.amount.trim() : '';
      const preset = values[`preset_${String(values.currency)}`];
      const amount = typed || (typeof preset === 'string' ? preset : '');
      const parsed = kit.giftSchema.safeParse({ ...values, amount, locale });
      if (parsed.success) return { values, errors: {} };
      const table = { intl: text.intl, validation: text.validation, fields: text.fields };
      const say = (english: string) =>
        translateGivingMessage(english, validation, text.intl) ?? kit.translateMessage(english, table);
      const errors = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([name, english]) => [
          name,
          { type: 'schema', message: say(english) },
        ]),
      );
      return { values: {}, errors };
    },
  });
}

/**
 * Chooses the preset the page's address names (`#give-midwife`), on arrival and when a link on the page is
 * followed: its currency and its amount. Without scripts the link only lands here.
 */
function useChosenPreset(
  form: RefObject<HTMLFormElement | null>,
  presets: GivePreset[],
  setValue: UseFormReturn<GiveValues>['setValue'],
) {
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
      setValue('currency', preset.currency);
      // The amount as one of the currency's suggestions where it is one, else typed as the donor's own (which the
      // action takes before a suggestion), with no suggestion left looking chosen.
      const suggestions = form.current?.querySelectorAll<HTMLInputElement>(`input[name="preset_${preset.currency}"]`);
      const suggested = [...(suggestions ?? [])].find((input) => input.value === preset.amount);
      for (const input of suggestions ?? []) input.checked = input === suggested;
      setValue(`preset_${preset.currency}`, suggested ? preset.amount : undefined);
      if (amount instanceof HTMLInputElement) amount.value = suggested ? '' : preset.amount;
      setValue('amount', suggested ? '' : preset.amount);
    };
    choose();
    window.addEventListener('hashchange', choose);
    return () => window.removeEventListener('hashchange', choose);
  }, [form, presets, setValue]);
}

function Submit({ label, pending }: { label: string; pending: boolean }) {
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
  const [state, action, pending] = useActionState(startGiftAction, INITIAL);
  const formRef = useRef<HTMLFormElement>(null);
  const check = useGiveCheck(locale, text.validation);
  useChosenPreset(formRef, presets, check.setValue);
  const id = useId();
  const v = state.values;
  // What the browser's check found, else what the action answered.
  const found: [string, string][] = Object.entries(check.formState.errors).map(([name, error]) => [
    name,
    String(error?.message ?? ''),
  ]);
  const e: Record<string, string> = found.length > 0 ? Object.fromEntries(found) : state.errors;
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void check.handleSubmit(() => startTransition(() => action(new FormData(form))))(event);
  };
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
    <form
      ref={formRef}
      action={action}
      onSubmit={send}
      noValidate
      className={`${fieldStyles.form} ${styles.form}`}
      aria-label={text.label}
    >
      <input type="hidden" name={TARGET_FIELDS.locale} value={locale} />
      {(hasErrors || (state.message && found.length === 0)) && (
        <p className={fieldStyles.serverError} role="alert">
          {found.length === 0 && state.message ? state.message : text.problem}
        </p>
      )}
      <fieldset className={styles.choices} aria-describedby={described('frequency')}>
        <legend className={fieldStyles.label}>{text.frequency}</legend>
        {(['once', 'monthly'] as const).map((f) => (
          <label key={f} className={styles.choice}>
            <input
              type="radio"
              {...check.register('frequency')}
              value={f}
              defaultChecked={(v.frequency || 'once') === f}
            />
            {f === 'once' ? text.once : text.monthly}
          </label>
        ))}
        {error('frequency')}
      </fieldset>
      <fieldset className={styles.choices} aria-describedby={described('currency')}>
        <legend className={fieldStyles.label}>{text.currency}</legend>
        {GIFT_CURRENCIES.map((c) => (
          <label key={c} className={styles.choice}>
            <input
              type="radio"
              {...check.register('currency', { deps: ['amount'] })}
              value={c}
              defaultChecked={currency === c}
            />
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
                <input
                  type="radio"
                  {...check.register(`preset_${c}`, { deps: ['amount'] })}
                  value={s.value}
                  defaultChecked={i === 1 && !v.amount}
                />
                {s.label}
              </label>
            ))}
          </div>
        ))}
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{text.otherAmount}</span>
          <input
            className={fieldStyles.control}
            {...check.register('amount')}
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
          {...check.register('name')}
          autoComplete="name"
          maxLength={100}
          defaultValue={v.name ?? ''}
          aria-invalid={e.name ? true : undefined}
          aria-describedby={described('name')}
        />
        {error('name')}
      </div>
      <label className={styles.tick}>
        <input
          type="checkbox"
          {...check.register('anonymous', { deps: ['name'] })}
          defaultChecked={v.anonymous === 'on'}
        />
        {text.anonymous}
      </label>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-email`} className={fieldStyles.label}>
          {text.email}
        </label>
        <input
          id={`${id}-email`}
          className={fieldStyles.control}
          {...check.register('email')}
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
          {...check.register('message')}
          rows={3}
          maxLength={1000}
          defaultValue={v.message ?? ''}
          aria-invalid={e.message ? true : undefined}
          aria-describedby={described('message')}
        />
        {error('message')}
      </div>
      <label className={styles.tick}>
        <input type="checkbox" {...check.register('listed')} defaultChecked={v.listed === 'on'} />
        {text.listed}
      </label>
      <div className={fieldStyles.trap} aria-hidden="true">
        <label>
          {text.trap}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Submit label={text.submit} pending={pending} />
      <p className={fieldStyles.hint}>{text.secure}</p>
    </form>
  );
}
