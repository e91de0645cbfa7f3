'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@/lib/api/constants';
import type { OfflineTarget } from '@/lib/forms/offline-types';
import { TargetFields } from './target-fields';
import styles from './fields.module.css';

/*
 * Labelled form fields with their hint and inline error, wired to react-hook-form.
 * The error is tied to the control with aria-describedby and announced when it appears.
 */

interface Base<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** The word that marks a field that may be left empty, in the page's language ('(optional)'); absent: required. */
  optional?: string;
}

/** The control's id, its error, and the attributes every control carries: label link, required, invalid, described-by. */
function useField<T extends FieldValues>({ form, name, hint, optional }: Base<T>) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    className: styles.control,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  // Written into the server's HTML too, so that a form refused before its scripts ran shows what was typed.
  const initial: unknown = form.formState.defaultValues?.[name as string];
  return { id, error, described, control, initial };
}

function Frame({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>{` ${optional}`}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField<T extends FieldValues>(
  props: Base<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>,
) {
  const { form, name, label, hint, optional, ...rest } = props;
  const { id, error, control, initial } = useField(props);
  // A file input cannot be given a value: the browser alone fills it.
  const defaultValue = rest.type !== 'file' && typeof initial === 'string' ? initial : undefined;
  return (
    <Frame id={id} label={label} optional={optional} hint={hint} error={error}>
      <input {...control} defaultValue={defaultValue} {...rest} {...form.register(name)} />
    </Frame>
  );
}

export function TextArea<T extends FieldValues>(
  props: Base<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'>,
) {
  const { form, name, label, hint, optional, ...rest } = props;
  const { id, error, control, initial } = useField(props);
  return (
    <Frame id={id} label={label} optional={optional} hint={hint} error={error}>
      <textarea
        rows={5}
        {...control}
        defaultValue={typeof initial === 'string' ? initial : undefined}
        {...rest}
        {...form.register(name)}
      />
    </Frame>
  );
}

export function SelectField<T extends FieldValues>(
  props: Base<T> & { options: { value: string; label: string }[]; placeholder: string } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'name' | 'form'
    >,
) {
  const { form, name, label, hint, optional, options, placeholder, ...rest } = props;
  const { id, error, control, initial } = useField(props);
  return (
    <Frame id={id} label={label} optional={optional} hint={hint} error={error}>
      <select
        {...control}
        defaultValue={typeof initial === 'string' ? initial : undefined}
        {...rest}
        {...form.register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField<T extends FieldValues>(
  props: Base<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'type'>,
) {
  // hint and optional are read by useField; the rest goes to the input.
  const { form, name, label, hint: _hint, optional: _optional, ...rest } = props;
  const { id, error, described, initial } = useField(props);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.check}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          defaultChecked={initial === true}
          {...rest}
          {...form.register(name)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The bots' trap (HONEYPOT_FIELD): off screen rather than display:none, so that a bot driving a
 * browser still fills it; out of the tab order, hidden from assistive technology, never autofilled.
 */
function Honeypot({ label }: { label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The submit button and the form's last server error, shared by every form (with the bots' trap). */
export function FormFooter({
  pending,
  label,
  pendingLabel,
  serverError,
  sent,
  kept,
  target,
  trap,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** The last failure, marked English (lang) when the page is not and the server's reply could not be translated. */
  serverError: { text: string; lang?: string } | null;
  /** The bots' trap's label, in the page's language. */
  trap: string;
  /** The notice of a form sent before scripts ran: shown when the address's #fragment names it (CSS :target). */
  sent?: { id: string; text: string };
  /** What the form says once a post without signal is kept on the device, to be sent when the connection returns. */
  kept?: string | null;
  /** Which form this is, for the server when the browser posts it before scripts ran. */
  target?: OfflineTarget;
}) {
  return (
    <div className={styles.footer}>
      <Honeypot label={trap} />
      {target && <TargetFields target={target} />}
      {sent && (
        <p id={sent.id} className={styles.sentNotice} role="status" tabIndex={-1}>
          {sent.text}
        </p>
      )}
      {kept && (
        <p className={styles.keptNotice} role="status">
          {kept}
        </p>
      )}
      {serverError && (
        <p className={styles.serverError} role="alert" lang={serverError.lang}>
          {serverError.text}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
