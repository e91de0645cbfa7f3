import type { FieldSpec } from './content-form';
import { picture } from './content-fields';
import { NEWSLETTER_WEBSITES } from '@/lib/api/constants';
import { ARM_NAMES } from './inbox-filter';
import { announcedKindsOf, KINDS } from '@/lib/console/inbox';

/* The console's e-mail forms, as data for ContentForm. */

export const newsletterFields = (hasPicture: boolean): FieldSpec[] => [
  {
    name: 'website',
    label: 'Site',
    type: 'select',
    options: NEWSLETTER_WEBSITES.map((w) => [w, ARM_NAMES[w] ?? w]),
    hint: 'Its confirmed subscribers receive it.',
  },
  { name: 'subject', label: 'Subject' },
  picture(hasPicture ? 'the picture it has' : null),
  {
    name: 'markdown',
    label: 'Text',
    type: 'textarea',
    rows: 14,
    hint: 'Markdown: ## for a heading, **bold**, [a link](https://…). Every e-mail ends with its own unsubscribe link.',
  },
];

export const REPLY_FIELDS: FieldSpec[] = [
  {
    name: 'body',
    label: 'Reply',
    type: 'textarea',
    rows: 8,
    hint: 'E-mailed to the sender, with their message quoted below it, and kept here.',
  },
];

/** A site's notification addresses: one for every new submission, and one for each kind of it. */
export const notifyFields = (website: string): FieldSpec[] => [
  {
    name: 'all',
    label: 'Every new submission',
    hint: 'A short note with a link to the console, never the visitor’s details. Empty: nobody is told.',
  },
  ...announcedKindsOf(website).map((kind) => ({
    name: kind,
    label: `${KINDS[kind].label} only`,
    hint: 'Told as well as the address above.',
  })),
];

export const MAIL_STATES: Record<string, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
