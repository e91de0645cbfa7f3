import { type z } from 'zod';
import * as s from './schemas';

/*
 * The admin API contract as one table: every endpoint the site calls, its method, its path
 * (relative to the admin server's /api base), what it takes and what `data` holds on success.
 * The typed client, the embedded server's tests and the docs all read this table.
 */

type PathFn<P> = (params: P) => string;

export interface Endpoint<P = void, I extends z.ZodType | undefined = undefined, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: PathFn<P>;
  /** Path template with {placeholders}, for the docs and tests. */
  template: string;
  input: I;
  output: O;
  /** Cache tags for server-side reads, so an admin change can revalidate them. */
  tags?: (params: P) => string[];
}

const seg = (v: string) => encodeURIComponent(v);

/** What an id in a path may look like, on both servers (Mongo ids, 8-character codes): anything else is refused unread. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function get<O extends z.ZodType, P = void>(template: string, output: O, path?: PathFn<P>, tags?: (p: P) => string[]): Endpoint<P, undefined, O> {
  return { method: 'GET', template, path: path ?? (() => template), input: undefined, output, tags };
}

function post<I extends z.ZodType>(template: string, input: I): Endpoint<void, I, typeof s.messageReplySchema> {
  return { method: 'POST', template, path: () => template, input, output: s.messageReplySchema };
}

export const TEAMS = {
  educonnect: '/educonnect/team/getAllTeam',
  acn: '/acn/team/getAllTeam',
  acnAmbassadors: '/acn/ambassdor/getAllTeam', // spelt so on the server
  eduafrica: '/eduafrica/team/getAllTeam',
  arewahub: '/arewahub/team/getAllTeam',
} as const;
export type TeamName = keyof typeof TEAMS;

export const FAQS = {
  educonnect: '/educonnect/faq/getAllFaq',
  acn: '/acn/faq/getAllFaq',
  arewahub: '/arewahub/faq/getAllFaq',
} as const;
export type FaqSite = keyof typeof FAQS;

export const CONTACTS = {
  educonnect: '/educonnect/contactUs/sendMessage',
  acn: '/acn/contactUs/sendMessage',
  eduafrica: '/eduafrica/contactUs/sendMessage',
  // The site calls /arewaHub with a capital H; the server also mounts /arewahub.
  arewahub: '/arewaHub/contactUs/sendMessage',
} as const;
export type ContactArm = keyof typeof CONTACTS;

export const endpoints = {
  subscribe: post('/suscribe/addSuscriber', s.subscribeSchema), // spelt so on the server
  sectionTestimonies: get(
    '/testimony/getSectionActiveTestimonies/{section}',
    s.listOf(s.testimonySchema),
    (p: { section: s.TestimonySection }) => `/testimony/getSectionActiveTestimonies/${seg(p.section)}`,
    (p) => ['testimonies', `testimonies:${p.section}`],
  ),
  activeTestimonies: get('/testimony/getActiveTestimonies', s.listOf(s.testimonySchema), undefined, () => ['testimonies']),
  newTestimony: post('/testimony/newTestimony', s.testimonySubmitSchema),
  team: get(
    '/{team}/team/getAllTeam',
    s.listOf(s.teamMemberSchema),
    (p: { team: TeamName }) => TEAMS[p.team],
    (p) => ['team', `team:${p.team}`],
  ),
  contact: {
    method: 'POST',
    template: '/{arm}/contactUs/sendMessage',
    path: (p: { arm: ContactArm }) => CONTACTS[p.arm],
    input: s.contactSchema,
    output: s.messageReplySchema,
  } satisfies Endpoint<{ arm: ContactArm }, typeof s.contactSchema, typeof s.messageReplySchema>,
  enquiry: post('/acn/contactUs/sendMessage', s.enquirySchema),
  faq: get(
    '/{site}/faq/getAllFaq',
    s.faqListSchema,
    (p: { site: FaqSite }) => FAQS[p.site],
    (p) => ['faq', `faq:${p.site}`],
  ),
  products: get(
    '/arewahub/product/fetchProducts?productForm={form}',
    s.listOf(s.productSchema),
    (p: { form?: 'book' | 'bead' }) => `/arewahub/product/fetchProducts${p.form ? `?productForm=${p.form}` : ''}`,
    () => ['products'],
  ),
  product: get(
    '/arewahub/product/fetchProducts/{productId}',
    s.productSchema,
    (p: { productId: string }) => `/arewahub/product/fetchProducts/${seg(p.productId)}`,
    (p) => ['products', `product:${p.productId}`],
  ),
  newOrder: post('/arewahub/orders/newOrder', s.orderSchema),
  craftMember: post('/arewahub/becomeAMember/newMember', s.craftMemberSchema),
  newDonation: post('/acn/donation/newDonation', s.donationSchema),
  news: get('/acn/newsAndUpdates/getUserAllNewsAndUpdates', s.listOf(s.newsItemSchema), undefined, () => ['news']),
  newsItem: get(
    '/acn/newsAndUpdates/getUserANewsAndUpdates/{id}',
    s.newsItemSchema,
    (p: { id: string }) => `/acn/newsAndUpdates/getUserANewsAndUpdates/${seg(p.id)}`,
    (p) => ['news', `news:${p.id}`],
  ),
  stories: get('/acn/story/getUserAllStories', s.listOf(s.storySchema), undefined, () => ['stories']),
  story: get(
    '/acn/story/getUserAStory/{id}',
    s.storySchema,
    (p: { id: string }) => `/acn/story/getUserAStory/${seg(p.id)}`,
    (p) => ['stories', `story:${p.id}`],
  ),
  volunteer: post('/educonnect/volunteer/becomeAVolunteer', s.volunteerSchema),
  member: post('/educonnect/member/becomeAMember', s.memberSchema),
  champion: post('/educonnect/champion/becomeAChampion', s.championSchema),
  events: get('/arewahub/events/getEvents', s.listOf(s.eventSchema), undefined, () => ['events']),
  futureEvents: get('/arewahub/events/getFutureEvents', s.listOf(s.eventSchema), undefined, () => ['events']),
  pastEvents: get('/arewahub/events/getPastEvents', s.listOf(s.eventSchema), undefined, () => ['events']),
  event: get(
    '/arewahub/events/getEvent/{eventId}',
    s.eventSchema,
    (p: { eventId: string }) => `/arewahub/events/getEvent/${seg(p.eventId)}`,
    (p) => ['events', `event:${p.eventId}`],
  ),
} as const;
