/*
 * The embedded admin server's tables, as Kysely sees them. Types are chosen to mean the
 * same on SQLite and PostgreSQL: text ids, ISO-8601 text timestamps, 0/1 integer flags,
 * JSON lists in text columns, and prices in minor units (integers).
 */

export interface SubscriberTable {
  id: string;
  email: string;
  website: string;
  created_at: string;
}
export interface WaitlistTable {
  id: string;
  email: string;
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
  created_at: string;
}
export interface TeamMemberTable {
  id: string;
  team: string;
  first_name: string;
  last_name: string;
  position: string;
  image: string | null;
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
  created_at: string;
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
  created_at: string;
}
export interface PostTable {
  id: string;
  kind: 'news' | 'story';
  title: string;
  caption: string;
  body: string;
  /** The Markdown staff wrote in the console, when the body came from there. */
  body_markdown: string | null;
  image: string | null;
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
  event_description: string;
  event_gallery: string;
  schedule: string;
  register_url: string | null;
  active: number;
  created_at: string;
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
  applications: ApplicationTable;
  craft_members: CraftMemberTable;
  posts: PostTable;
  events: EventTable;
  audit_log: AuditTable;
  handled_submissions: HandledTable;
  stored_files: StoredFileTable;
}
