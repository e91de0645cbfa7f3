import type { Selectable } from 'kysely';
import type { EventTable, FaqTable, PostTable, ProductTable, TeamMemberTable, TestimonyTable } from '../db/schema';

/* Rows as the contract shows them: the existing server's field names, with _id and createdAt. */

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

export const presentTestimony = (t: Selectable<TestimonyTable>) => ({
  _id: t.id,
  firstName: t.first_name,
  lastName: t.last_name,
  position: t.position,
  website: t.website,
  testimony: t.testimony,
  image: t.image ?? undefined,
  active: t.status === 'approved',
  createdAt: t.created_at,
});

export const presentMember = (m: Selectable<TeamMemberTable>) => ({
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
});

export const presentFaq = (f: Selectable<FaqTable>) => ({
  _id: f.id,
  question: f.question,
  answer: f.answer,
  active: f.active === 1,
});

export const presentProduct = (p: Selectable<ProductTable>) => ({
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
});

export const presentPost = (p: Selectable<PostTable>) => ({
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
});

export const presentEvent = (e: Selectable<EventTable>) => ({
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
});
