import english from '@/messages/en/forms.json';
import type { FormSection, FormText } from './form-text';

/**
 * A form's words when the component that renders it hands none over (a form opened from a client
 * component not yet given them): English, as before. Once every form is handed its words, this goes.
 */
export const ENGLISH_TEXT: FormText<FormSection> = { ...english, locale: 'en', intl: 'en-GB' };
