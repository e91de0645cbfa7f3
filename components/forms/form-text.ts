import type { Locale } from '@/lib/i18n/locales';
import type catalog from '@/messages/en/forms.json';

/*
 * What a form says, as a server component hands it over: the forms catalog's shared parts (the
 * fields' names, the validation messages), the form's own section, and the page's language. Types
 * only: a client form is given its words, never the catalog.
 */

export type FormsCatalog = typeof catalog;
/** A form's own section of the catalog. */
export type FormSection = Exclude<keyof FormsCatalog, 'common' | 'fields' | 'validation'>;

export type FormText<K extends FormSection = never> = Pick<FormsCatalog, 'common' | 'fields' | 'validation' | K> & {
  /** The page's language, posted with a form sent without scripts so its messages come back in it. */
  locale: Locale;
  /** Its Intl tag, for the numbers the messages hold. */
  intl: string;
};
