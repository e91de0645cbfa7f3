import { z } from 'zod';
import {
  MAX_ORDER_QUANTITY,
  NEWSLETTER_WEBSITES,
  PRODUCT_FORMS,
  TRANSLATABLE,
  type TranslatableKind,
  type Translations,
  WAITLIST_WEBSITE,
  wholeNumber,
} from './constants';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { FIELD, fieldMessage, message } from './messages';
import { amountMinor, GIFT_AMOUNTS, GIFT_CURRENCIES, GIFT_FREQUENCIES, givingMessage } from './giving';

export * from './constants';

// Before any schema is built: in the browser zod must not compile its checks with new Function, which
// the site's Content-Security-Policy forbids (the attempt alone is reported as a violation).
if (typeof window !== 'undefined') z.config({ jitless: true });

/*
 * One zod schema per entity the site reads and per form it sends.
 * Entity schemas are lenient: they accept the existing admin server's quirks
 * (missing _id, `story` instead of `post`, extra fields) and normalise them.
 * Form schemas are strict and are shared by the browser form and the embedded server,
 * so a visitor sees the same message in both places. Every message names its field, and is one of the
 * forms catalog's (messages.ts), which a page in another language shows in its words.
 */

// ---------- helpers ----------

/**
 * Control characters (NUL among them, which PostgreSQL cannot store) and the invisible
 * text-direction overrides that make a name or message read differently from what it holds.
 * Tabs and line breaks stay allowed.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON can carry it (`"\\ud800"`), but it is
 * not text, and stored it reads back as a replacement character.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text is safe to store and show: no control character, hidden text-direction mark or half character. */
export const isCleanText = (v: string) => !UNSAFE_CHARACTERS.test(v) && !LONE_SURROGATE.test(v);

/** A string field that refuses unsafe characters, and text that is not well-formed, with a message naming the field. */
export const cleanString = (label: string, error = fieldMessage('notText', label)) =>
  z
    .string({ error })
    .refine((v) => !UNSAFE_CHARACTERS.test(v), fieldMessage('controlCharacters', label))
    .refine((v) => !LONE_SURROGATE.test(v), fieldMessage('halfCharacter', label));

export const text = (label: string, max = 200) =>
  cleanString(label, fieldMessage('required', label))
    .trim()
    .min(1, fieldMessage('required', label))
    .max(max, fieldMessage('tooLong', label, { max }));

export const optionalText = (label: string, max = 2000) =>
  cleanString(label)
    .trim()
    .max(max, fieldMessage('tooLong', label, { max }))
    .optional()
    .default('');

/** Where a link or picture may point: an https:// address, or a path on this site (never javascript:, data: or //host). */
export const isWebAddress = (v: string) =>
  (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v);

/** A web address sent in a form: refused with a message when unsafe. */
export const webAddress = (label: string) =>
  cleanString(label)
    .trim()
    .max(2048, fieldMessage('tooLong', label, { max: 2048 }))
    .refine(isWebAddress, fieldMessage('webAddress', label));

const email = (label = FIELD.email) =>
  cleanString(label, fieldMessage('required', label))
    .trim()
    .min(1, fieldMessage('required', label))
    .max(254, fieldMessage('tooLong', label, { max: 254 }))
    .pipe(z.email(fieldMessage('email', label)))
    .transform((v) => v.toLowerCase());

const phone = (label = FIELD.phoneNumber) =>
  text(label, 40).refine((v) => /^[+()\d\s.-]{6,40}$/.test(v), fieldMessage('phone', label));

/** A link or image address read from the server: kept when it is https:// or a site path, else treated as missing. */
const safeAddress = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v && isWebAddress(v) ? v : undefined));

const looseBool = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/** A list written as text, its items separated by commas: each item trimmed, empty ones left out. */
export const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const stringList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .nullable()
  .transform((v) => (v == null ? [] : Array.isArray(v) ? v : splitList(v)));

const dateText = z.union([z.string(), z.date()]).transform((v) => (typeof v === 'string' ? v : v.toISOString()));

/**
 * A record's text in other languages (TRANSLATABLE names the fields of each kind): per language code, the
 * fields translated so far. A server that keeps none sends nothing; a malformed one is dropped, not the record.
 */
const translationsOf = <K extends TranslatableKind>(kind: K) =>
  (
    z.record(
      z.string().regex(/^[a-z]{2,3}$/),
      z.partialRecord(z.enum(TRANSLATABLE[kind]), z.string()),
    ) as unknown as z.ZodType<Translations<K>>
  )
    .optional()
    .catch(undefined);

// ---------- websites and sections ----------

export const TESTIMONY_WEBSITES = ['eduafrica', 'arewahub', 'acn'] as const;
export type TestimonySection = (typeof TESTIMONY_WEBSITES)[number];

// ---------- entities (as read) ----------

export const testimonySchema = z
  .object({
    _id: z.string().optional(),
    testimony: z.string().optional().nullable(),
    firstName: z.string().optional().nullable(),
    lastName: z.string().optional().nullable(),
    position: z.string().optional().nullable(),
    website: z.string().optional(),
    image: safeAddress,
    img: safeAddress,
    images: z.array(z.string()).optional(),
    createdAt: dateText.optional(),
    /** The language it was written in (that of the page it was sent from); English when absent. */
    language: z
      .string()
      .regex(/^[a-z]{2,3}$/)
      .optional()
      .catch(undefined),
    translations: translationsOf('testimony'),
  })
  .transform(({ img, images, ...t }) => ({ ...t, image: t.image ?? img ?? images?.[0] }));
export type Testimony = z.output<typeof testimonySchema>;

export const teamMemberSchema = z.object({
  _id: z.string().optional(),
  teamMemberId: z.string().optional(),
  firstName: z.string(),
  lastName: z.string().optional().default(''),
  position: z.string().optional().default(''),
  image: safeAddress,
  /** What the picture shows, for people who cannot see it ('' when it only decorates); absent when not described. */
  imageAlt: z.string().max(300).optional().catch(undefined),
  bio: z.string().optional(),
  country: z.string().optional(),
  twitterHandle: z.string().optional().nullable(),
  linkedinHandle: z.string().optional().nullable(),
  instagramHandle: z.string().optional().nullable(),
  translations: translationsOf('teamMember'),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const productSchema = z.object({
  _id: z.string().optional(),
  productId: z.string(),
  productName: z.string(),
  price: z.coerce.number(),
  priceCurrency: z.string().default('NGN'),
  image: safeAddress,
  /** What the picture shows, for people who cannot see it ('' when it only decorates); absent when not described. */
  imageAlt: z.string().max(300).optional().catch(undefined),

  description: z.string().optional().default(''),
  productForm: z.enum(PRODUCT_FORMS).or(z.string()),
  active: looseBool.optional(),
  createdAt: dateText.optional(),
  updatedAt: dateText.optional(),
  translations: translationsOf('product'),
});
export type Product = z.output<typeof productSchema>;

export const faqItemSchema = z.object({
  _id: z.string().optional(),
  question: z.string(),
  answer: z.string(),
  active: looseBool.optional(),
  translations: translationsOf('faq'),
});
export type FaqItem = z.output<typeof faqItemSchema>;

const faqRecordSchema = z.object({ _id: z.string().optional(), faqs: z.array(faqItemSchema).default([]) });

/**
 * The FAQ routes answer one record (acn, arewahub) or a list of records (educonnect).
 * The site shows the active items of the first record only.
 */
export const faqListSchema = z
  .union([faqRecordSchema, z.array(faqRecordSchema)])
  .transform((v) => (Array.isArray(v) ? (v[0]?.faqs ?? []) : v.faqs).filter((f) => f.active !== false));

/** What news items and stories share; the existing server keeps a story's text in `story`, a news item's in `post`. */
const postFields = {
  _id: z.string().optional(),
  title: z.string(),
  caption: z.string().optional().default(''),
  post: z.string().optional(),
  story: z.string().optional(),
  image: safeAddress,
  /** What the picture shows, for people who cannot see it ('' when it only decorates); absent when not described. */
  imageAlt: z.string().max(300).optional().catch(undefined),

  writers: stringList,
  writerImage: safeAddress,
  category: stringList,
  createdAt: dateText.optional(),
  updatedAt: dateText.optional(),
  translations: translationsOf('post'),
};

export const newsItemSchema = z
  .object({ ...postFields, postId: z.string().optional() })
  .transform(({ story, ...n }) => ({ ...n, id: n._id ?? n.postId ?? '', post: n.post ?? story ?? '' }));
export type NewsItem = z.output<typeof newsItemSchema>;

export const storySchema = z
  .object({ ...postFields, id: z.string().optional(), storyId: z.string().optional() })
  .transform(({ story, ...s }) => ({ ...s, id: s.storyId ?? s.id ?? s._id ?? '', post: s.post ?? story ?? '' }));
export type Story = z.output<typeof storySchema>;

export const eventSchema = z.object({
  _id: z.string().optional(),
  eventId: z.string(),
  eventName: z.string(),
  eventDate: dateText,
  eventTime: z.string().optional().default(''),
  location: z.string().optional().nullable(),
  speakers: stringList,
  image: safeAddress,
  /** What the picture shows, for people who cannot see it ('' when it only decorates); absent when not described. */
  imageAlt: z.string().max(300).optional().catch(undefined),
  eventDescription: z.string().optional().default(''),
  eventGallery: z.array(z.string()).optional().default([]),
  /** What each gallery picture shows, in the gallery's order. */
  eventGalleryAlts: z.array(z.string().max(300)).optional().catch(undefined),
  schedule: z.string().optional().default(''),
  registerUrl: safeAddress,
  createdAt: dateText.optional(),
  updatedAt: dateText.optional(),
  translations: translationsOf('event'),
});
export type EventItem = z.output<typeof eventSchema>;

/**
 * A list whose bad items are dropped rather than failing the whole page. The item schema stays
 * reachable (`.item`) so that the contract suite can hold a server to every item.
 */
export function listOf<T extends z.ZodType>(item: T) {
  const list = z.array(z.unknown()).transform((items) =>
    items.flatMap((raw) => {
      const r = item.safeParse(raw);
      return r.success ? [r.data] : [];
    }),
  );
  return Object.assign(list, { item });
}

/** What a form call answers: a message, or (on our server) a message beside the new record's id. */
export const messageReplySchema = z.union([z.string(), z.object({ message: z.string() }).catchall(z.unknown())]);

// ---------- forms (as sent) ----------

/**
 * How long a person's and an FAQ's fields may be: the public forms, the bearer API's staff writes and
 * the console's forms (lib/api/console-schemas.ts) hold them alike.
 */
export const MAX_LENGTH = { name: 100, position: 120, handle: 100, question: 500, answer: 5000 } as const;

/** The name fields every form starts with, and the contact details most of them add. */
const name = { firstName: text(FIELD.firstName, MAX_LENGTH.name), lastName: text(FIELD.lastName, MAX_LENGTH.name) };
const person = { ...name, email: email(), phoneNumber: phone() };

/**
 * The language of the page a visitor's form was on (lib/i18n/locales.ts): what the e-mails they get are
 * written in. Absent, it is English; a value that is not one of the site's languages is taken as English
 * too, never refused: it only chooses the words of an e-mail, and a message, order or subscription must
 * not be lost over it (the form without scripts reads its `_locale` field the same way).
 */
const locale = { locale: z.enum(LOCALES).default(DEFAULT_LOCALE).catch(DEFAULT_LOCALE) };

export const subscribeSchema = z.object({
  ...locale,
  email: email(),
  website: z.enum([...NEWSLETTER_WEBSITES, WAITLIST_WEBSITE], {
    error: message('newsletterWebsite', { websites: [...NEWSLETTER_WEBSITES, WAITLIST_WEBSITE].join(', ') }),
  }),
});

/** A subscriber's confirmation or unsubscription: the signed token of the e-mail's link names them. */
export const subscriptionTokenSchema = z.object({ token: z.string().max(200, message('linkNotValid')) });

/** What a confirmation or unsubscription answers: whose newsletter it was. */
export const subscriptionDoneSchema = z.object({ message: z.string(), website: z.enum(NEWSLETTER_WEBSITES) });

export const contactSchema = z.object({
  ...locale,
  ...person,
  message: text(FIELD.message, 5000),
});

export const enquirySchema = z.object({
  ...locale,
  ...name,
  email: email(),
  reason: text(FIELD.reason, 200),
  message: optionalText(FIELD.message, 5000),
});

export const testimonySubmitSchema = z.object({
  ...locale,
  ...name,
  position: text(FIELD.occupation, 120),
  website: z.enum(TESTIMONY_WEBSITES, { error: message('testimonyWebsite') }),
  testimony: text(FIELD.testimony, 3000),
  img: webAddress(FIELD.image).optional(),
});

export const donationSchema = z.object({
  ...locale,
  ...person,
  country: text(FIELD.country, 100),
  donationType: text(FIELD.donationType, 200),
});

export const volunteerSchema = z.object({
  ...locale,
  ...person,
  skill: optionalText(FIELD.skill, 500),
  message: text(FIELD.message, 5000),
});

export const memberSchema = z.object({
  ...locale,
  ...person,
  message: text(FIELD.message, 5000),
});

export const championSchema = z.object({
  ...locale,
  ...person,
  reasonToBecomeAChampion: text(FIELD.reasonToBecomeAChampion, 3000),
  currentProject: text(FIELD.currentProject, 3000),
  pastProject: text(FIELD.pastProject, 3000),
  isCommitted: z.literal(true, { error: message('commitment') }),
});

const QUANTITY_MESSAGE = message('quantity', { max: MAX_ORDER_QUANTITY.toLocaleString('en-GB') });

/** Quantity is typed as free text; it must still be a whole number in range. */
export const quantity = z
  .union([z.number(), z.string().trim()], { error: QUANTITY_MESSAGE })
  .transform(wholeNumber)
  .pipe(
    z
      .number({ error: QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(1, QUANTITY_MESSAGE)
      .max(MAX_ORDER_QUANTITY, QUANTITY_MESSAGE),
  );

export const orderSchema = z.object({
  ...locale,
  customerName: text(FIELD.name, 200),
  customerEmail: email(),
  phoneNumber: phone(),
  quantity,
  items: z
    .array(z.object({ id: text(FIELD.productId, 40), quantity }), { error: message('itemsList') })
    .min(1, message('itemsMin'))
    .max(50, message('itemsMax', { max: 50 })),
});

/** The crafts membership's text fields (the files travel beside them in the multipart body). */
export const craftMemberSchema = z.object({
  ...locale,
  ...name,
  mobileNumber: phone(FIELD.mobileNumber),
  email: email(),
  location: text(FIELD.location, 200),
  // Spelt so on the wire; named 'Business name' on the form.
  bussinessName: optionalText(FIELD.businessName, 200),
  craftType: text(FIELD.craftType, 200),
  experienceLevel: text(FIELD.experienceLevel, 100),
});

// ---------- staff writes (as sent) ----------

export const TESTIMONY_STATUSES = ['pending', 'approved', 'blocked'] as const;
export type TestimonyStatus = (typeof TESTIMONY_STATUSES)[number];

export const testimonyStatusSchema = z.object({
  status: z.enum(TESTIMONY_STATUSES, { error: message('testimonyStatus') }),
});

export const teamMemberInputSchema = z.object({
  ...name,
  position: text(FIELD.position, MAX_LENGTH.position),
  image: webAddress(FIELD.image).optional(),
  twitterHandle: optionalText(FIELD.twitterHandle, MAX_LENGTH.handle),
  linkedinHandle: optionalText(FIELD.linkedinHandle, MAX_LENGTH.handle),
  instagramHandle: optionalText(FIELD.instagramHandle, MAX_LENGTH.handle),
});

export const faqInputSchema = z.object({
  question: text(FIELD.question, MAX_LENGTH.question),
  answer: text(FIELD.answer, MAX_LENGTH.answer),
});

// ---------- gifts given online ----------

/** A boolean as a scripted form sends it, or a tick box as a form posts it without scripts ("on"). */
const tick = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

/**
 * A gift as the donor starts it: one-off or monthly, its currency and amount (a decimal as typed, which
 * `amountMinor` gives in the subunit), a name or anonymous, an e-mail for the receipt, an optional message,
 * and whether to appear on the public list of supporters.
 */
export const giftSchema = z
  .object({
    ...locale,
    frequency: z.enum(GIFT_FREQUENCIES, { error: givingMessage('frequency') }),
    currency: z.enum(GIFT_CURRENCIES, { error: givingMessage('currency') }),
    amount: z
      .string({ error: givingMessage('amountMissing') })
      .trim()
      .min(1, givingMessage('amountMissing')),
    name: optionalText(FIELD.name, 100),
    anonymous: tick.default(false),
    email: email(),
    message: optionalText(FIELD.message, 1000),
    listed: tick.default(false),
  })
  .superRefine((g, ctx) => {
    if (!g.anonymous && !g.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: givingMessage('nameOrAnonymous') });
    if (!g.amount) return;
    const minor = amountMinor(g.amount);
    if (minor === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: givingMessage('amountNotNumber') });
      return;
    }
    const limits = GIFT_AMOUNTS[g.currency];
    if (minor < limits.min * 100)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: givingMessage('amountTooSmall', { currency: g.currency, min: limits.min }),
      });
    else if (minor > limits.max * 100)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: givingMessage('amountTooLarge', { currency: g.currency, max: limits.max }),
      });
  });

/** Where the donor goes to pay: the provider's checkout page, and the gift's reference. */
export const giftStartedSchema = z.object({ reference: z.string(), checkoutUrl: z.url() });

/** Raised this calendar year, per currency (in the subunit), from paid gifts, and how many gave. */
export const giftTotalsSchema = z.object({
  year: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
  givers: z.number().int(),
});

/** A gift as its thank-you page shows it: never who gave. */
export const giftStatusSchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  frequency: z.enum(GIFT_FREQUENCIES),
  currency: z.string(),
  amountMinor: z.number().int(),
});
