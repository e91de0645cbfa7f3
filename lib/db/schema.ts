/*
 * The embedded admin server's tables, as Kysely sees them. Types are chosen to mean the
 * same on SQLite and PostgreSQL: text ids, ISO-8601 text timestamps, 0/1 integer flags,
 * JSON lists in text columns, and prices in minor units (integers).
 */
import type { PostKind } from '../api/constants';

export interface SubscriberTable {
  id: string;
  email: string;
  website: string;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
  /** When the subscriber followed the confirmation link (double opt-in); null until then. */
  confirmed_at: string | null;
  /** When they unsubscribed; they receive nothing more. */
  unsubscribed_at: string | null;
}
export interface WaitlistTable {
  id: string;
  email: string;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
export interface ContactMessageTable {
  id: string;
  arm: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  reason: string | null;
  message: string;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
/** One thing a staff member did in the admin console. */
export interface AuditTable {
  id: string;
  at: string;
  staff_id: string;
  staff_email: string;
  /** What was done, such as 'testimony approved'. */
  action: string;
  /** To what: the record's kind and id, or the filter of an export. */
  subject: string;
}
/** An uploaded picture, on PostgreSQL (lib/services/uploads.ts): its path as records name it (uploads/…). */
export interface StoredFileTable {
  path: string;
  bytes: Uint8Array;
  created_at: string;
}
/** A submission staff have dealt with: its kind (lib/services/inbox.ts) and id, who and when. */
export interface HandledTable {
  kind: string;
  id: string;
  handled_at: string;
  staff_email: string;
}
export interface TestimonyTable {
  id: string;
  first_name: string;
  last_name: string;
  position: string;
  website: string;
  testimony: string;
  image: string | null;
  /** pending until an admin approves it; blocked ones are never shown. */
  status: 'pending' | 'approved' | 'blocked';
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
export interface TeamMemberTable {
  id: string;
  team: string;
  first_name: string;
  last_name: string;
  position: string;
  image: string | null;
  /** What the picture shows (alt text): null until described, '' when it only decorates. */
  image_alt: string | null;
  bio: string | null;
  country: string | null;
  twitter_handle: string | null;
  linkedin_handle: string | null;
  instagram_handle: string | null;
  active: number;
  sort_order: number;
  created_at: string;
}
export interface FaqTable {
  id: string;
  site: string;
  question: string;
  answer: string;
  active: number;
  sort_order: number;
}
export interface ProductTable {
  id: string;
  product_name: string;
  price_minor: number;
  price_currency: string;
  image: string | null;
  /** What the picture shows (alt text): null until described, '' when it only decorates. */
  image_alt: string | null;
  description: string;
  product_form: string;
  active: number;
  quantity_in_stock: number;
  quantity_sold: number;
  created_at: string;
}
export interface OrderTable {
  id: string;
  customer_name: string;
  customer_email: string;
  phone_number: string;
  quantity: number;
  amount_minor: number;
  currency: string;
  status: string;
  paid: number;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
export interface OrderItemTable {
  order_id: string;
  product_id: string;
  product_name: string;
  unit_price_minor: number;
  quantity: number;
}
export interface DonationTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  country: string;
  donation_type: string;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
/** A gift given online (migration 0012_gifts); amounts in the currency's minor unit (kobo, pesewas, cents). */
export interface GiftTable {
  /** The reference the provider's checkout was opened with, or the provider's own for a monthly gift's later charge. */
  reference: string;
  provider: string;
  frequency: 'once' | 'monthly';
  currency: string;
  amount_minor: number;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  /** Null when the donor gave anonymously. */
  donor_name: string | null;
  email: string;
  message: string | null;
  /** 1 when the donor ticked to appear on the public list of supporters. */
  listed: number;
  /** The language of the page it was given from: its receipt is written in it. */
  locale: string;
  /** How it was paid, as the provider names it (card, bank, ussd, mobile_money, bank_transfer). */
  channel: string | null;
  /** The amount the provider verified, which settles the gift only when it equals `amount_minor`. */
  paid_amount_minor: number | null;
  paid_at: string | null;
  plan_code: string | null;
  subscription_code: string | null;
  subscription_status: 'active' | 'cancelled' | null;
  /** The provider's page where the donor stops a monthly gift, linked from every receipt. */
  manage_link: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface ApplicationTable {
  id: string;
  kind: 'volunteer' | 'member' | 'champion';
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  message: string | null;
  skill: string | null;
  reason: string | null;
  current_project: string | null;
  past_project: string | null;
  is_committed: number | null;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
export interface CraftMemberTable {
  id: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  location: string;
  business_name: string | null;
  craft_type: string;
  experience_level: string;
  certificate_path: string | null;
  artwork_paths: string;
  /** The language of the page it was sent from (lib/i18n/locales.ts): its e-mails are written in it. */
  locale: string;
  created_at: string;
}
export interface PostTable {
  id: string;
  kind: PostKind;
  title: string;
  caption: string;
  body: string;
  /** The Markdown staff wrote in the console, when the body came from there. */
  body_markdown: string | null;
  image: string | null;
  /** What the picture shows (alt text): null until described, '' when it only decorates. */
  image_alt: string | null;
  writers: string;
  writer_image: string | null;
  category: string;
  active: number;
  blocked: number;
  created_at: string;
}
export interface EventTable {
  id: string;
  event_name: string;
  event_date: string;
  event_time: string;
  location: string | null;
  speakers: string;
  image: string | null;
  /** What the picture shows (alt text): null until described, '' when it only decorates. */
  image_alt: string | null;
  event_description: string;
  event_gallery: string;
  /** The gallery's descriptions, a JSON list in the gallery's order. */
  gallery_alts: string;
  schedule: string;
  register_url: string | null;
  active: number;
  created_at: string;
}

/**
 * One e-mail to one recipient, written in the transaction of the change that causes it and sent after
 * the commit (lib/services/outbox-sender.ts). Its Message-ID is fixed here, so a copy sent again after a crash is
 * recognisably the same message.
 */
export interface MailOutboxTable {
  id: string;
  /** confirm | newsletter | reply | notify | test */
  purpose: string;
  /** What it belongs to (a newsletter's id, a message's id…); with purpose and recipient, unique. */
  ref: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Extra headers as a JSON object (List-Unsubscribe…). */
  headers: string;
  message_id: string;
  /** pending | sending | sent | failed */
  status: string;
  attempts: number;
  next_attempt_at: string;
  /** While sending: until when the claim holds; a claim past it (a crashed sender) is taken again. */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
/** A newsletter staff write for one site's confirmed subscribers. */
export interface NewsletterTable {
  id: string;
  website: string;
  subject: string;
  body_markdown: string;
  /** The sanitized HTML the e-mail carries. */
  body_html: string;
  /** Its picture (/media/…), shown above the text; null for none. */
  image: string | null;
  /**
   * Its versions in the site's other languages, as JSON: per language code, `{ subject, markdown, html }`.
   * A subscriber whose language has one reads it; the others read the English above.
   */
  translations: string;
  /** draft | sent */
  status: string;
  created_at: string;
  sent_at: string | null;
  sent_by: string | null;
}
/** A reply staff e-mailed to a visitor's contact message. */
export interface MessageReplyTable {
  id: string;
  message_id: string;
  body: string;
  staff_email: string;
  outbox_id: string;
  created_at: string;
}
/** Where each site's new submissions are announced: an address for every kind ('all'), or for one kind. */
export interface NotifyAddressTable {
  website: string;
  kind: string;
  email: string;
}

/**
 * One field of a record in one of the site's other languages (lib/services/translations.ts). `kind` is a
 * kind of TRANSLATABLE (lib/api/constants.ts), `record_id` the record's id (an FAQ item's own id).
 */
export interface TranslationTable {
  kind: string;
  record_id: string;
  locale: string;
  field: string;
  /** What staff typed: plain text, or Markdown for a post's text. */
  value: string;
  /** A post's text rendered to sanitized HTML at save, as its English body is; null for plain text. */
  html: string | null;
  updated_at: string;
  /** The e-mail of who saved it last. */
  updated_by: string;
}

/**
 * The Idempotency-Key a submission was sent with (lib/services/idempotency.ts), stored in the transaction
 * of the submission with the reply it was answered: the same key sent again is answered that reply.
 */
export interface IdempotencyKeyTable {
  /** The contract's name of the endpoint it was sent to (lib/api/contract.ts): a key is one endpoint's. */
  endpoint: string;
  key: string;
  /** A digest of what was sent (its path's parameters, its checked fields, its files): a key sent with anything else is refused. */
  fingerprint: string;
  /** The reply's HTTP status. */
  status: number;
  /** The reply's JSON as it was sent: a message and the record's reference, nothing the visitor typed. */
  reply: string;
  created_at: string;
  /** When the key is forgotten: the same key sent later makes a new submission. */
  expires_at: string;
}

export interface Database {
  subscribers: SubscriberTable;
  waitlist: WaitlistTable;
  contact_messages: ContactMessageTable;
  testimonies: TestimonyTable;
  team_members: TeamMemberTable;
  faqs: FaqTable;
  products: ProductTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  donations: DonationTable;
  gifts: GiftTable;
  applications: ApplicationTable;
  craft_members: CraftMemberTable;
  posts: PostTable;
  events: EventTable;
  audit_log: AuditTable;
  handled_submissions: HandledTable;
  stored_files: StoredFileTable;
  mail_outbox: MailOutboxTable;
  newsletters: NewsletterTable;
  message_replies: MessageReplyTable;
  notify_addresses: NotifyAddressTable;
  translations: TranslationTable;
  idempotency_keys: IdempotencyKeyTable;
}
