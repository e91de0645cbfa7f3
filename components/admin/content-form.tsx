'use client';

import { useActionState, useId } from 'react';
import styles from './admin.module.css';

/*
 * The console's content forms (news and stories, FAQs, team members, and records' translations) as data:
 * the fields are described by the page, this component lays them out with their labels, hints and errors,
 * and a translation's fields beside the English they translate. A
 * failed save comes back from the server action with what was typed and a message per field; it
 * works before the script has loaded too.
 */

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'textarea' | 'number' | 'checkbox' | 'file' | 'select' | 'date' | 'url';
  hint?: string;
  /** A select's choices: [value, what it says]. */
  options?: [string, string][];
  rows?: number;
  accept?: string;
  /** A file field that takes several files. */
  multiple?: boolean;
  /** For a translation: the English text the field translates, shown read-only beside it ('' when there is none). */
  source?: string;
  /** The language of what is typed, when not English. */
  lang?: string;
}

export interface ContentFormState {
  /** What was typed; a checkbox is 'yes' or ''. */
  values: Record<string, string>;
  errors: Record<string, string>;
  saved?: boolean;
}

export type ContentAction = (previous: ContentFormState, form: FormData) => Promise<ContentFormState>;

interface Props {
  action: ContentAction;
  fields: FieldSpec[];
  initial: Record<string, string>;
  /** Sent as they are: the record's id, its kind, its site. */
  hidden: Record<string, string | undefined>;
  /** The form's name for assistive technology. */
  label: string;
  /** The submit buttons; each sends `intent` with its value. */
  buttons: { value: string; label: string }[];
  /** For a form that stays on its page after a save: a live region says so. */
  announcesSave?: boolean;
}

export function ContentForm({ action, fields, initial, hidden, label, buttons, announcesSave }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial, errors: {} });
  const { values, errors } = state;
  const uid = useId();
  // `form`: what concerns the whole form (the record was deleted meanwhile), said instead of the count.
  const count = Object.keys(errors).filter((name) => name !== 'form').length;
  return (
    <form action={formAction} className={styles.card} aria-label={label}>
      {(errors.form || count > 0) && (
        <p role="alert" className={styles.error}>
          {errors.form ?? `Nothing was saved: ${count === 1 ? 'one field needs' : `${count} fields need`} fixing.`}
        </p>
      )}
      {Object.entries(hidden).map(
        ([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {fields.map((f) => {
        const id = `${uid}-${f.name}`;
        // A translation's field is described by the English it translates too, so a screen reader reads it there.
        const described =
          [f.source !== undefined && `${id}-source`, f.hint && `${id}-hint`, errors[f.name] && `${id}-error`]
            .filter(Boolean)
            .join(' ') || undefined;
        const common = {
          id,
          name: f.name,
          lang: f.lang,
          'aria-invalid': !!errors[f.name],
          'aria-describedby': described,
        };
        // The key gives a field its returned value when the server answers (defaultValue is read once).
        const key = `${f.name}:${values[f.name] ?? ''}`;
        const control =
          f.type === 'textarea' ? (
            <textarea {...common} rows={f.rows ?? 4} defaultValue={values[f.name]} key={key} />
          ) : f.type === 'checkbox' ? (
            <input
              {...common}
              type="checkbox"
              value="yes"
              defaultChecked={values[f.name] === 'yes'}
              key={key}
              className={styles.tick}
            />
          ) : f.type === 'select' ? (
            <select {...common} defaultValue={values[f.name]} key={key}>
              {f.options?.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          ) : f.type === 'file' ? (
            <input {...common} type="file" accept={f.accept} multiple={f.multiple} />
          ) : (
            <input
              {...common}
              type={f.type === 'date' || f.type === 'url' ? f.type : 'text'}
              inputMode={f.type === 'number' ? 'numeric' : undefined}
              defaultValue={values[f.name]}
              key={key}
            />
          );
        return (
          <div key={f.name} className={f.type === 'checkbox' ? `${styles.field} ${styles.cardHead}` : styles.field}>
            {f.type === 'checkbox' && control}
            <label htmlFor={id}>{f.label}</label>
            {f.hint && (
              <span id={`${id}-hint`} className={styles.hint}>
                {f.hint}
              </span>
            )}
            {f.source !== undefined ? (
              <div className={styles.translationPair}>
                <div className={styles.source} id={`${id}-source`}>
                  <span className={styles.hint}>English</span>
                  {f.source ? (
                    <p lang="en">{f.source}</p>
                  ) : (
                    <p className={styles.muted}>No English text: nothing to translate.</p>
                  )}
                </div>
                {control}
              </div>
            ) : (
              f.type !== 'checkbox' && control
            )}
            {errors[f.name] && (
              <span id={`${id}-error`} className={styles.fieldError}>
                {errors[f.name]}
              </span>
            )}
          </div>
        );
      })}
      <div className={styles.rowActions}>
        {buttons.map((b) => (
          <button
            key={b.value}
            type="submit"
            name="intent"
            value={b.value}
            className={styles.secondary}
            disabled={pending}
          >
            {b.label}
          </button>
        ))}
        {/* Present from the start, so that screen readers announce what appears in it. */}
        {announcesSave && <span role="status">{state.saved ? 'Saved.' : ''}</span>}
      </div>
    </form>
  );
}
