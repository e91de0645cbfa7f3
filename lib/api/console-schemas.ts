import { z } from 'zod';
import { glossaryProblems } from '../i18n/glossary';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { FAQS, type FaqSite, TEAMS, type TeamName } from './contract';
import {
  MAX_LENGTH,
  NEWSLETTER_WEBSITES,
  TRANSLATABLE,
  type TranslatableField,
  type TranslatableKind,
  POST_KINDS,
  PRODUCT_FORMS,
  isCleanText,
  splitList,
  TESTIMONY_STATUSES,
  TESTIMONY_WEBSITES,
} from './schemas';

/*
 * The staff console's forms, as its server actions (app/admin/actions) check them. Apart from
 * schemas.ts, which the public forms' kit loads in the browser: these are read on the server only.
 * The messages speak to staff ("Write the question."); the limits a field shares with a public form
 * or the bearer API come from schemas.ts. A value the server alone knows (staff roles, the inbox's
 * kinds, how an event's time is read) is handed in by the action.
 */

/**
 * Text staff type, refused as the bearer API refuses it (schemas.ts's `isCleanText`): a control character
 * (NUL among them, which PostgreSQL cannot store), a hidden text-direction mark or half a character.
 */
const staffText = (label: string) =>
  z
    .string()
    .refine(
      isCleanText,
      `${label} holds a control character, a hidden text-direction mark or half a character: remove it.`,
    );

/** A record's id as the console's pages send it. */
export const recordId = z.string().min(1).max(64);

/** A 24-hex-digit id, as the store gives a newsletter or a contact message. */
export const objectId = z.string().regex(/^[0-9a-f]{24}$/);

const FAQ_SITES = Object.keys(FAQS) as [FaqSite, ...FaqSite[]];
const TEAM_NAMES = Object.keys(TEAMS) as [TeamName, ...TeamName[]];

export const faqSite = z.enum(FAQ_SITES);
export const teamName = z.enum(TEAM_NAMES);

/** A comma-separated list of names or categories, as a list. */
const commaList = (label: string, error?: string) => staffText(label).max(1000, error).transform(splitList);

/** Where a record of a list stands: its place (lower first) and whether the site shows it. */
export const placement = {
  order: z.coerce
    .number('The order is a whole number, such as 10.')
    .int('The order is a whole number, such as 10.')
    .min(0, 'The order is 0 or more.')
    .max(100_000),
  published: z.boolean(),
};

/** An optional text field whose message names it: "The bio may be at most 2000 characters." */
const optional = (label: string, max: number) =>
  staffText(label).trim().max(max, `${label} may be at most ${max} characters.`);

// ---------- content ----------

/** An event; `hasZone` tells whether a time is written with its zone, read as the site reads it. */
export const eventFormSchema = (hasZone: (time: string) => boolean | undefined) =>
  z.object({
    name: staffText('The name')
      .trim()
      .min(1, 'Give the event a name.')
      .max(200, 'The name may be at most 200 characters.'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day of the event.'),
    // Read as the site reads it (calendars, countdown, search engines): with its zone, so that it is unambiguous.
    time: staffText('The time')
      .trim()
      .min(1, 'Write the time, such as 9:00 AM GMT.')
      .max(60, 'The time may be at most 60 characters.')
      .refine(hasZone, 'Write the time with its zone, such as 9:00 AM GMT, 2:00 PM WAT or 9:00 AM - 5:00 PM WAT.'),
    location: staffText('The place').trim().max(200, 'The place may be at most 200 characters.'),
    speakers: commaList('The speakers', 'The speakers may be at most 1,000 characters.'),
    registerUrl: z.union([
      z.literal(''),
      z.url({ protocol: /^https$/, message: 'The registration address must start with https://.' }),
    ]),
    description: staffText('The description')
      .trim()
      .min(1, 'Describe the event.')
      .max(20_000, 'The description may be at most 20,000 characters.'),
    schedule: staffText('The schedule').trim().max(20_000, 'The schedule may be at most 20,000 characters.'),
    published: z.boolean(),
  });

/** A news item or story, and what its save asks: to keep it a draft, publish or unpublish it. */
export const postFormSchema = z.object({
  kind: z.enum(POST_KINDS),
  title: staffText('The title').trim().min(1, 'Give it a title.').max(200, 'The title may be at most 200 characters.'),
  caption: staffText('The caption')
    .trim()
    .min(1, 'Write a caption: one or two sentences shown under the title and in lists.')
    .max(500, 'The caption may be at most 500 characters.'),
  markdown: staffText('The text')
    .trim()
    .min(1, 'Write the text.')
    .max(50_000, 'The text may be at most 50,000 characters.'),
  categories: commaList('The categories'),
  writers: commaList('The writers'),
  intent: z.enum(['draft', 'publish', 'unpublish']).catch('draft'),
});

/** The post a deletion names. */
export const postRefSchema = z.object({ id: recordId, kind: z.enum(POST_KINDS) });

/** A book or bead product; the price is typed in naira and kept in kobo. */
export const productFormSchema = z.object({
  name: staffText('The name')
    .trim()
    .min(1, 'Write the product’s name.')
    .max(200, 'The name may be at most 200 characters.'),
  form: z.enum(PRODUCT_FORMS, 'Choose book or beads.'),
  price: staffText('The price')
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Write the price in naira, such as 4500 or 4500.50.')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((v) => v > 0, 'The price must be more than 0.'),
  stock: z.coerce
    .number('How many are in stock, such as 12.')
    .int('How many are in stock, such as 12.')
    .min(0, 'The stock is 0 or more.')
    .max(1_000_000),
  description: staffText('The description')
    .trim()
    .min(1, 'Write a description.')
    .max(20_000, 'The description may be at most 20,000 characters.'),
  published: z.boolean(),
});

// ---------- the lists staff keep in order ----------

const { question, answer } = MAX_LENGTH;

/** An FAQ of one site. */
export const faqFormSchema = z.object({
  site: faqSite,
  question: staffText('The question')
    .trim()
    .min(1, 'Write the question.')
    .max(question, `The question may be at most ${question.toLocaleString('en-GB')} characters.`),
  answer: staffText('The answer')
    .trim()
    .min(1, 'Write the answer.')
    .max(answer, `The answer may be at most ${answer.toLocaleString('en-GB')} characters.`),
  ...placement,
});

/** A member of one team. */
export const memberFormSchema = z.object({
  team: teamName,
  firstName: staffText('The first name')
    .trim()
    .min(1, 'Write the first name.')
    .max(MAX_LENGTH.name, `The first name may be at most ${MAX_LENGTH.name} characters.`),
  lastName: staffText('The last name')
    .trim()
    .min(1, 'Write the last name.')
    .max(MAX_LENGTH.name, `The last name may be at most ${MAX_LENGTH.name} characters.`),
  position: staffText('The position')
    .trim()
    .min(1, 'Write the position, such as Programme lead.')
    .max(MAX_LENGTH.position, `The position may be at most ${MAX_LENGTH.position} characters.`),
  bio: optional('The bio', 2000),
  country: optional('The country', 100),
  twitterHandle: optional('The X handle', MAX_LENGTH.handle),
  linkedinHandle: optional('The LinkedIn handle', MAX_LENGTH.handle),
  instagramHandle: optional('The Instagram handle', MAX_LENGTH.handle),
  ...placement,
});

// ---------- translations ----------

const TRANSLATABLE_KINDS = Object.keys(TRANSLATABLE) as [TranslatableKind, ...TranslatableKind[]];

/** Which record a translation form saves, and into which language; `locales` are the languages records are translated into. */
export const translationRefSchema = (locales: readonly [string, ...string[]]) =>
  z.object({ kind: z.enum(TRANSLATABLE_KINDS), id: recordId, locale: z.enum(locales) });

/** Each translatable field's name in a message and its longest translation: the English field's limit. */
const TRANSLATION_LIMITS: { [K in TranslatableKind]: Record<TranslatableField<K>, [string, number]> } = {
  post: {
    title: ['The title', 200],
    caption: ['The caption', 500],
    post: ['The text', 50_000],
    imageAlt: ['The description', 300],
  },
  event: {
    eventName: ['The name', 200],
    eventDescription: ['The description', 20_000],
    schedule: ['The schedule', 20_000],
    imageAlt: ['The description', 300],
  },
  product: {
    productName: ['The name', 200],
    description: ['The description', 20_000],
    imageAlt: ['The description', 300],
  },
  faq: { question: ['The question', MAX_LENGTH.question], answer: ['The answer', MAX_LENGTH.answer] },
  teamMember: {
    position: ['The position', MAX_LENGTH.position],
    bio: ['The bio', 2000],
    imageAlt: ['The description', 300],
  },
  testimony: { testimony: ['The testimony', 3000] },
};

/**
 * A record's fields in one language, as the console's form sends them: each may be empty, which removes its
 * translation. Given the language, each field is held to its glossary and typography (lib/i18n/glossary.ts),
 * as the catalogs are: its forbidden variants ("ɗan sa-kai"), its apostrophe and spaces; given the record's
 * English too, to the glossary's terms for what the English names (a volunteer is "mai aikin sa-kai").
 */
export const translationFieldsSchema = (
  kind: TranslatableKind,
  locale?: string,
  english: Partial<Record<string, string>> = {},
) =>
  z.object(
    Object.fromEntries(
      Object.entries(TRANSLATION_LIMITS[kind]).map(([field, [label, max]]) => [
        field,
        optional(label, max).superRefine((value, context) => {
          if (!locale || !value.trim()) return;
          for (const problem of glossaryProblems(locale, value, english[field]))
            context.addIssue({ code: 'custom', message: `${label}: ${problem}.` });
        }),
      ]),
    ),
  );

// ---------- moderation and the inbox ----------

/** Testimonies to approve or block, and the list's filters to go back to. */
export const moderationSchema = z.object({
  status: z.enum(TESTIMONY_STATUSES),
  ids: z.array(recordId).max(500),
  // Where the list was, to go back to it: its filters only.
  arm: z.enum(TESTIMONY_WEBSITES).optional().catch(undefined),
  shown: z.enum(TESTIMONY_STATUSES).catch('pending'),
});

/** A submission marked handled or not; `kinds` are the inbox's kinds of submission. */
export const handlingSchema = <K extends string>(kinds: readonly K[]) =>
  z.object({
    kind: z.enum(kinds),
    id: recordId,
    handled: z.enum(['0', '1']),
  });

// ---------- e-mail ----------

export const newsletterSite = z.enum(NEWSLETTER_WEBSITES);

/**
 * The site's languages besides English, in which a newsletter may have a version of its own: a subscriber
 * who used the site in one of them receives that version, or the English without it.
 */
export const NEWSLETTER_TRANSLATIONS = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
type Translation = (typeof NEWSLETTER_TRANSLATIONS)[number];

/** The form's names of a version's subject and text (subject_ha, markdown_ha). */
export const versionFieldNames = (locale: string) => ({
  subject: `subject_${locale}`,
  markdown: `markdown_${locale}`,
});

const SUBJECT_MAX = 'The subject may be at most 200 characters.';
const TEXT_MAX = 'The newsletter may be at most 50,000 characters.';

/** Each version's subject and text, empty when it has none. */
const versionFields = Object.fromEntries(
  NEWSLETTER_TRANSLATIONS.flatMap((locale) => {
    const names = versionFieldNames(locale);
    return [
      [names.subject, staffText('The subject').trim().max(200, SUBJECT_MAX).optional().default('')],
      [names.markdown, staffText('The newsletter').trim().max(50_000, TEXT_MAX).optional().default('')],
    ];
  }),
) as Record<string, z.ZodDefault<z.ZodOptional<z.ZodString>>>;

/** A newsletter's draft: its English, and a version in each other language that has both a subject and a text. */
export const newsletterFormSchema = z
  .object({
    website: z.enum(NEWSLETTER_WEBSITES, { error: 'Choose the site whose subscribers receive it.' }),
    subject: staffText('The subject').trim().min(1, 'Write the subject.').max(200, SUBJECT_MAX),
    markdown: staffText('The newsletter').trim().min(1, 'Write the newsletter.').max(50_000, TEXT_MAX),
    ...versionFields,
  })
  .superRefine((draft, ctx) => {
    const fields = draft as Record<string, string>;
    for (const locale of NEWSLETTER_TRANSLATIONS) {
      const names = versionFieldNames(locale);
      if (fields[names.subject] && !fields[names.markdown])
        ctx.addIssue({
          code: 'custom',
          path: [names.markdown],
          message: 'Write this version’s text too, or empty its subject.',
        });
      if (fields[names.markdown] && !fields[names.subject])
        ctx.addIssue({
          code: 'custom',
          path: [names.subject],
          message: 'Write this version’s subject too, or empty its text.',
        });
    }
  })
  .transform((draft) => {
    const fields = draft as Record<string, string>;
    const translations: Partial<Record<Translation, { subject: string; markdown: string }>> = {};
    for (const locale of NEWSLETTER_TRANSLATIONS) {
      const names = versionFieldNames(locale);
      if (fields[names.subject] && fields[names.markdown])
        translations[locale] = { subject: fields[names.subject]!, markdown: fields[names.markdown]! };
    }
    return { website: draft.website, subject: draft.subject, markdown: draft.markdown, translations };
  });

/** A reply to a contact message. */
export const replyFormSchema = z.object({
  id: objectId,
  body: staffText('The reply')
    .trim()
    .min(1, 'Write the reply.')
    .max(20_000, 'The reply may be at most 20,000 characters.'),
});

const notifyAddress = z.union([
  z.literal(''),
  z.email('Write an e-mail address such as office@example.org, or leave it empty.'),
]);

/** Where a site's new submissions are announced: one address (or none) per name, `all` and each kind. */
export const notifyAddressesSchema = (names: readonly string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, notifyAddress])));

// ---------- staff accounts ----------

/** The address a staff member signs in with. */
export const signInEmail = z.email();

/** A new staff account; `roles` are the roles an account may have. */
export const newStaffSchema = <R extends string>(roles: readonly R[]) =>
  z.object({
    email: z.email('Enter an e-mail address, such as name@example.org.').transform((v) => v.toLowerCase()),
    name: staffText('The name').trim().max(100, 'The name may be at most 100 characters.'),
    role: z.enum(roles, 'Choose a role.'),
  });
