import type { FieldSpec } from './content-form';
import { NEWSLETTER_WEBSITES } from '@/lib/api/constants';
import { ARM_NAMES } from './inbox-filter';

/* The console's e-mail forms, as data for ContentForm. */

export const NEWSLETTER_FIELDS: FieldSpec[] = [
  {
    name: 'website',
    label: 'Site',
    type: 'select',
    options: NEWSLETTER_WEBSITES.map((w) => [w, ARM_NAMES[w] ?? w]),
    hint: 'Its confirmed subscribers receive it.',
  },
  { name: 'subject', label: 'Subject' },
  {
    name: 'markdown',
    label: 'Text',
    type: 'textarea',
    rows: 14,
    hint: 'Markdown: ## for a heading, **bold**, [a link](https://…), ![a picture](https://…) from this site. Every e-mail ends with its own unsubscribe link.',
  },
];

export const REPLY_FIELDS: FieldSpec[] = [
  { name: 'body', label: 'Reply', type: 'textarea', rows: 8, hint: 'E-mailed to the sender, with their message quoted below it, and kept here.' },
];

export const NOTIFY_FIELDS: FieldSpec[] = [
  {
    name: 'email',
    label: 'Address told of new submissions',
    hint: 'A short note with a link to the console, never the visitor’s details. Empty: nobody is told.',
  },
];

export const MAIL_STATES: Record<string, string> = { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed' };
