/*
 * A public form sent before its scripts have run (or without them): which form it is and where it
 * was, as the form binds it to the server action (lib/forms/submit-without-scripts.ts), and what
 * the page shows again when it was refused. Types only, for the client and the server alike.
 */

export type OfflineForm =
  | 'contact'
  | 'subscribe'
  | 'enquiry'
  | 'testimony'
  | 'donation'
  | 'volunteer'
  | 'member'
  | 'champion'
  | 'order'
  | 'craftMember';

export interface OfflineTarget {
  form: OfflineForm;
  /** The page the form is on, where the visitor comes back to. */
  page: string;
  /** The contact form's arm (the admin API's name for it). */
  arm?: string;
  /** The newsletter's or the waitlist's website. */
  website?: string;
  /** The product an order is for. */
  productId?: string;
  /** The page's language (lib/i18n/locales.ts LOCALES): the messages of a refused form come back in it. */
  locale?: string;
}

/** A refused submission: what was typed (files cannot be given back), each field's message, the server's message. */
export type OfflineState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
} | null;

/**
 * The hidden fields that carry the target in the form itself (the scripted submission never sends them). Each
 * is its key under an underscore, kept apart from the fields a visitor fills, which may share a key (the testimony
 * form's visitor chooses a `website`; a newsletter's target names its own). The page's language is `locale` everywhere else (the schemas' field,
 * the stored row's column, the e-mail's language); `_locale` is only its name in the form.
 */
export const TARGET_FIELDS = {
  form: '_form',
  page: '_page',
  arm: '_arm',
  website: '_website',
  productId: '_productId',
  locale: '_locale',
} as const;

/** The id of the notice a form shows once sent without scripts (the redirect's #fragment: CSS shows it, no script needed). */
export const sentNoticeId = ({ form, website }: Pick<OfflineTarget, 'form' | 'website'>) =>
  `sent-${form}${website ? `-${website}` : ''}`;

/**
 * A form's stable name, from what it tells the server which form it is (OfflineTarget): its kind and,
 * for a newsletter, its website (`contact`, `subscribe-acn`). A kept submission names its form so (lib/offline/refused.ts).
 */
export const formName = ({ form, website }: { form: string; website?: string }) =>
  website ? `${form}-${website}` : form;
