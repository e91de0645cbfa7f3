import type { FieldSpec } from './content-form';
import { picture } from './content-fields';
import { NEWSLETTER_WEBSITES } from '@/lib/api/constants';
import { NEWSLETTER_TRANSLATIONS, versionFieldNames } from '@/lib/api/console-schemas';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { ARM_NAMES, languageName } from './inbox-filter';
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
  // A version per other language of the site: its subscribers read it, or the English above without it.
  ...NEWSLETTER_TRANSLATIONS.flatMap((locale): FieldSpec[] => {
    const language = languageName(locale);
    const names = versionFieldNames(locale);
    return [
      {
        name: names.subject,
        label: `Subject in ${language} (optional)`,
        hint: `Subscribers who used the site in ${language} receive this version; without one, the English. Its footer and unsubscribe link are in ${language} either way.`,
      },
      { name: names.markdown, label: `Text in ${language} (optional)`, type: 'textarea', rows: 10 },
    ];
  }),
];

/** A newsletter's fields as the form shows them again: its English and each version it has. */
export function newsletterInitial(newsletter: {
  website: string;
  versions: { locale: string; subject: string; body_markdown: string }[];
}): Record<string, string> {
  const initial: Record<string, string> = { website: newsletter.website };
  for (const v of newsletter.versions) {
    const names =
      v.locale === DEFAULT_LOCALE ? { subject: 'subject', markdown: 'markdown' } : versionFieldNames(v.locale);
    initial[names.subject] = v.subject;
    initial[names.markdown] = v.body_markdown;
  }
  return initial;
}

/** An empty newsletter's fields. */
export const NEW_NEWSLETTER: Record<string, string> = Object.fromEntries([
  ['website', 'educonnect'],
  ['subject', ''],
  ['markdown', ''],
  ...NEWSLETTER_TRANSLATIONS.flatMap((locale) =>
    Object.values(versionFieldNames(locale)).map((name): [string, string] => [name, '']),
  ),
]);

export const REPLY_FIELDS: FieldSpec[] = [
  {
    name: 'body',
    label: 'Reply',
    type: 'textarea',
    rows: 8,
    hint: 'E-mailed to the sender, with their message quoted below it, and kept here. Write it in their language: the greeting and the rest of the e-mail around it are in it.',
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
