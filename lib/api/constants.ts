/*
 * The values forms show and the schemas check, free of zod: a page renders its form from these, and
 * the validator (lib/api/form-kit.ts) is loaded only once someone uses the form. schemas.ts
 * re-exports them for the server.
 */

export const NEWSLETTER_WEBSITES = ['educonnect', 'eduafrica', 'arewahub', 'acn'] as const;
export type NewsletterWebsite = (typeof NEWSLETTER_WEBSITES)[number];
export const WAITLIST_WEBSITE = 'eduafricawaitlist' as const;

/**
 * A field every form carries, hidden from people and left empty by them; bots that fill every
 * field fill it too. A submission with it filled is answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'homepage';

/**
 * A catalog's text with its `{name}` arguments filled in (an argument not given stays as written): the
 * forms' words are handed over raw, so no message formatter ships to the browser.
 */
export const fill = (template: string, args: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each key's template (`{name}` placeholders) as a pattern that matches the messages `fill` makes of it,
 * capturing the arguments by name: how a message is told back to its key.
 */
export function templatePatterns<K extends string>(templates: Record<K, string>) {
  return (Object.keys(templates) as K[]).map((key) => {
    const template = templates[key];
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const source = template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    return { key, names, pattern: new RegExp(`^${source}$`, 's') };
  });
}

/**
 * The longest value of an address's parameter that can name anything (an id, a slug, a site): the
 * contract's are 8 to 40 characters. A longer one, made up, is answered 404 before any cache or the server is
 * asked: it never reaches a cache key or tag, nor the log (Next prints an over-long tag whole).
 */
export const MAX_PARAM_LENGTH = 100;

export const MAX_ORDER_QUANTITY = 1000;

/** A quantity as typed (free text) or sent (a number), as a number: NaN unless it is all digits. */
export function wholeNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The quantity an order may carry, or null: what the order form totals as it is typed. */
export function orderQuantity(value: number | string): number | null {
  const n = wholeNumber(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_ORDER_QUANTITY ? n : null;
}

/** The two kinds of post: the children's network's news items and its stories. */
export const POST_KINDS = ['news', 'story'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The two kinds of product Arewa Hub sells. */
export const PRODUCT_FORMS = ['book', 'bead'] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

/** The pictures visitors and staff may upload (a crafts membership's files, the console's pictures), each with the extension it is stored under. */
export const PICTURE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PictureType = keyof typeof PICTURE_TYPES;
export const CRAFT_FILE_TYPES = Object.keys(PICTURE_TYPES) as PictureType[];
/** A stored picture's type by its extension: an upload's (PICTURE_TYPES), or a preview made at upload (AVIF). */
export const TYPE_OF_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PICTURE_TYPES).map(([type, ext]) => [ext, type])),
  avif: 'image/avif',
};
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_ARTWORKS = 6;
/** The whole crafts membership: a certificate and six artworks at their limit, plus the text fields. */
export const MAX_MEMBERSHIP_BYTES = MAX_UPLOAD_BYTES * (MAX_ARTWORKS + 1) + 1024 * 1024;

/**
 * The fields of each kind of record that staff may translate: a record's `translations` carries, per
 * language code other than English, those of its fields translated so far. A post's text, an event's
 * description and schedule and a product's description are HTML, like their English; every other field is
 * plain text.
 */
export const TRANSLATABLE = {
  post: ['title', 'caption', 'post', 'imageAlt'],
  event: ['eventName', 'eventDescription', 'schedule', 'imageAlt'],
  product: ['productName', 'description', 'imageAlt'],
  faq: ['question', 'answer'],
  teamMember: ['position', 'bio', 'imageAlt'],
  testimony: ['testimony'],
} as const;
export type TranslatableKind = keyof typeof TRANSLATABLE;
export type TranslatableField<K extends TranslatableKind> = (typeof TRANSLATABLE)[K][number];
/** A record's translations: per language code, the fields translated so far. */
export type Translations<K extends TranslatableKind> = Partial<
  Record<string, Partial<Record<TranslatableField<K>, string>>>
>;
