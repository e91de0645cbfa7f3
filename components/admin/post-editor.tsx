'use client';

import { useActionState } from 'react';
import styles from './admin.module.css';

export interface PostFormState {
  /** What was typed, given back with the errors so that nothing is lost. */
  values: Record<string, string>;
  errors: Record<string, string>;
}

interface Props {
  action: (previous: PostFormState, form: FormData) => Promise<PostFormState>;
  initial: PostFormState['values'];
  id?: string;
  published: boolean;
  /** The picture it has now, if any. */
  image?: string | null;
}

const FIELDS = [
  { name: 'title', label: 'Title', hint: undefined },
  { name: 'caption', label: 'Caption', hint: 'One or two sentences, shown under the title and in lists.' },
  { name: 'categories', label: 'Categories', hint: 'Separated by commas, such as Education, Health.' },
  { name: 'writers', label: 'Writers', hint: 'Separated by commas.' },
] as const;

/** The news item or story form; it posts without scripts too, and comes back with its values and a message per field. */
export function PostEditor({ action, initial, id, published, image }: Props) {
  const [state, formAction, pending] = useActionState(action, { values: initial, errors: {} });
  const { values, errors } = state;
  const described = (name: string, hint?: string) => [hint && `${name}-hint`, errors[name] && `${name}-error`].filter(Boolean).join(' ') || undefined;
  const problem = (name: string) =>
    errors[name] && (
      <span id={`${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </span>
    );
  return (
    <form action={formAction} className={styles.card}>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={styles.error}>
          Nothing was saved: {Object.keys(errors).length === 1 ? 'one field needs' : `${Object.keys(errors).length} fields need`} fixing.
        </p>
      )}
      <input type="hidden" name="kind" value={values.kind} />
      {id && <input type="hidden" name="id" value={id} />}
      {FIELDS.map(({ name, label, hint }) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`post-${name}`}>{label}</label>
          {hint && (
            <span id={`${name}-hint`} className={styles.hint}>
              {hint}
            </span>
          )}
          <input
            id={`post-${name}`}
            name={name}
            defaultValue={values[name]}
            aria-invalid={!!errors[name]}
            aria-describedby={described(name, hint)}
            key={`${name}:${values[name]}`}
          />
          {problem(name)}
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor="post-picture">Picture</label>
        <span id="picture-hint" className={styles.hint}>
          {image ? 'Choose a file only to replace the picture it has. ' : ''}JPEG, PNG or WebP, at most 5 MB.
        </span>
        <input
          id="post-picture"
          type="file"
          name="picture"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={!!errors.picture}
          aria-describedby={described('picture', 'hint')}
        />
        {problem('picture')}
      </div>
      <div className={styles.field}>
        <label htmlFor="post-markdown">Text</label>
        <span id="markdown-hint" className={styles.hint}>
          Markdown: a blank line between paragraphs, **bold**, *italic*, ## a heading, - a list item, [a link](https://example.org).
        </span>
        <textarea
          id="post-markdown"
          name="markdown"
          rows={14}
          defaultValue={values.markdown}
          aria-invalid={!!errors.markdown}
          aria-describedby={described('markdown', 'hint')}
          key={`markdown:${values.markdown}`}
        />
        {problem('markdown')}
      </div>
      <div className={styles.rowActions}>
        <button type="submit" name="intent" value="draft" className={styles.secondary} disabled={pending}>
          {published ? 'Save' : 'Save draft and preview'}
        </button>
        <button type="submit" name="intent" value={published ? 'unpublish' : 'publish'} className={styles.secondary} disabled={pending}>
          {published ? 'Save and unpublish' : 'Save and publish'}
        </button>
      </div>
    </form>
  );
}
