import type { Selectable } from 'kysely';
import type { TranslatableKind, Translations } from '../api/constants';
import type { EventTable, FaqTable, PostTable, ProductTable, TeamMemberTable, TestimonyTable } from '../db/schema';

/*
 * Rows as the contract shows them: the existing server's field names, with _id and createdAt, and the
 * record's translations as the services read them (lib/services/translations.ts), per language.
 */

/** A row as a service reads it for the contract: with its translations. */
type Read<T, K extends TranslatableKind> = Selectable<T> & { translations?: Translations<K> };

const list = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/** Prices are kept in minor units so sums are exact; the contract speaks major units. */
export const toMajor = (minor: number) => minor / 100;

export const presentTestimony = (t: Read<TestimonyTable, 'testimony'>) => ({
  _id: t.id,
  firstName: t.first_name,
  lastName: t.last_name,
  position: t.position,
  website: t.website,
  testimony: t.testimony,
  image: t.image ?? undefined,
  active: t.status === 'approved',
  createdAt: t.created_at,
  language: t.locale,
  translations: t.translations,
});

export const presentMember = (m: Read<TeamMemberTable, 'teamMember'>) => ({
  _id: m.id,
  teamMemberId: m.id,
  firstName: m.first_name,
  lastName: m.last_name,
  position: m.position,
  image: m.image ?? undefined,
  imageAlt: m.image_alt ?? undefined,
  bio: m.bio ?? undefined,
  country: m.country ?? undefined,
  twitterHandle: m.twitter_handle ?? undefined,
  linkedinHandle: m.linkedin_handle ?? undefined,
  instagramHandle: m.instagram_handle ?? undefined,
  active: m.active === 1,
  translations: m.translations,
});

export const presentFaq = (f: Read<FaqTable, 'faq'>) => ({
  _id: f.id,
  question: f.question,
  answer: f.answer,
  active: f.active === 1,
  translations: f.translations,
});

export const presentProduct = (p: Read<ProductTable, 'product'>) => ({
  _id: p.id,
  productId: p.id,
  productName: p.product_name,
  price: toMajor(p.price_minor),
  priceCurrency: p.price_currency,
  image: p.image ?? undefined,
  imageAlt: p.image_alt ?? undefined,
  description: p.description,
  productForm: p.product_form,
  productType: p.product_form,
  quantityInStock: p.quantity_in_stock,
  quantitySold: p.quantity_sold,
  active: p.active === 1,
  createdAt: p.created_at,
  translations: p.translations,
});

export const presentPost = (p: Read<PostTable, 'post'>) => ({
  _id: p.id,
  ...(p.kind === 'news' ? { postId: p.id } : { id: p.id, storyId: p.id }),
  title: p.title,
  caption: p.caption,
  post: p.body,
  image: p.image ?? undefined,
  imageAlt: p.image_alt ?? undefined,
  writers: list(p.writers),
  writerImage: p.writer_image ?? undefined,
  category: list(p.category),
  active: p.active === 1,
  blocked: p.blocked === 1,
  createdAt: p.created_at,
  translations: p.translations,
});

export const presentEvent = (e: Read<EventTable, 'event'>) => ({
  _id: e.id,
  eventId: e.id,
  eventName: e.event_name,
  eventDate: e.event_date,
  eventTime: e.event_time,
  location: e.location ?? undefined,
  speakers: list(e.speakers),
  image: e.image ?? undefined,
  imageAlt: e.image_alt ?? undefined,
  eventDescription: e.event_description,
  eventGallery: list(e.event_gallery),
  eventGalleryAlts: list(e.gallery_alts),
  schedule: e.schedule,
  registerUrl: e.register_url ?? undefined,
  active: e.active === 1,
  createdAt: e.created_at,
  translations: e.translations,
});
