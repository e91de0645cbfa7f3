import { type z } from 'zod';
import * as s from './schemas';
import { CONTACTS, type ContactArm, SUBMISSION_PATHS as PATHS } from './submissions';

export { CONTACTS, type ContactArm };

/*
 * The admin API contract as one table: every endpoint the site calls, its method, its path
 * (relative to the admin server's /api base), what it takes and what `data` holds on success.
 * The typed client, the embedded server's tests and the docs all read this table. The public
 * submissions' paths are written in submissions.ts, which a form reads without zod.
 */

type PathFn<P> = (params: P) => string;

/** A path the server answers for an endpoint: `:name` marks a path parameter; `fixed` gives parameters a fixed path stands for. */
export interface Route {
  pattern: string;
  fixed?: Record<string, string>;
}

export interface Endpoint<P = void, I extends z.ZodType | undefined = undefined, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** The address (below /api) the client calls for these parameters. */
  path: PathFn<P>;
  /** The endpoint as one path template with {placeholders}: its name in docs/admin-api.md, cache keys and tests. */
  template: string;
  /** Every path the server answers for it; the embedded router is built from these. */
  routes: Route[];
  /** The body, validated alike by the browser's form and the server; undefined for reads. */
  input: I;
  /** What `data` holds on success. */
  output: O;
  /** Sent as multipart/form-data (files), not JSON. */
  multipart?: boolean;
  /** For a route two endpoints share: whether a body is this endpoint's (the other takes the rest). */
  claims?: (body: unknown) => boolean;
  /** Staff only: needs the admin token, and no rate limit or trap field applies. */
  admin?: boolean;
  /** The embedded server's own, beyond the organisation's contract (its e-mails' links): another server answers 404. */
  own?: boolean;
  /**
   * A public submission (every public POST of the organisation's contract): it takes an Idempotency-Key
   * (lib/api/idempotency.ts), and the embedded server stores it once per key. Set by `post`, never by hand.
   */
  idempotent?: boolean;
  /** Cache tags of a read, so that a write can refresh what it changed. */
  tags?: (params: P) => string[];
  /** Tags a successful write makes stale at once. */
  invalidates?: (params: P) => string[];
}

const seg = (v: string) => encodeURIComponent(v);

/**
 * A path function that fills the endpoint's own template: each {name} with its parameter, escaped; a query
 * pair whose parameter is not given is left off. The template is written once, in the table's row.
 */
export function fillTemplate(template: string, params: Record<string, unknown>): string {
  const [route, query = ''] = template.split('?') as [string, string?];
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => seg(String(params[name])));
  const pairs = query.split('&').filter((pair) => {
    const name = /\{(\w+)\}/.exec(pair)?.[1];
    return pair && (!name || params[name] !== undefined);
  });
  const filled = pairs.map((pair) => pair.replace(/\{(\w+)\}/g, (_, name: string) => seg(String(params[name]))));
  return filled.length ? `${path}?${filled.join('&')}` : path;
}

const FROM_TEMPLATE = Symbol('from the template');
/** Marks an endpoint whose path is its template filled with parameters of type P (fillTemplate). */
const filled = <P>() => FROM_TEMPLATE as unknown as PathFn<P>;
const pathOf = <P>(template: string, path: PathFn<P> | undefined): PathFn<P> =>
  (path as unknown) === FROM_TEMPLATE ? (params) => fillTemplate(template, params ?? {}) : (path ?? (() => template));

/** What an id in a path may look like, on both servers (Mongo ids, 8-character codes): anything else is refused unread. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The routes of a template: its query left out, each {placeholder} a path parameter. */
const routesOf = (template: string): Route[] => [{ pattern: template.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1') }];

/** The routes of an endpoint whose one parameter takes a fixed set of values, each with its own path. */
const fixedRoutes = (param: string, paths: Record<string, string>): Route[] =>
  Object.entries(paths).map(([value, pattern]) => ({ pattern, fixed: { [param]: value } }));

/** One path per key of a table, below a prefix: the staff writes' /admin/team/educonnect and the like. */
const pathPerKey = (prefix: string, table: object) =>
  Object.fromEntries(Object.keys(table).map((key) => [key, `${prefix}/${key}`]));

type Extra<P> = Partial<
  Pick<Endpoint<P>, 'routes' | 'tags' | 'invalidates' | 'admin' | 'own' | 'multipart' | 'claims'>
>;

function get<O extends z.ZodType, P = void>(
  template: string,
  output: O,
  path?: PathFn<P>,
  extra: Extra<P> = {},
): Endpoint<P, undefined, O> {
  return {
    method: 'GET',
    template,
    path: pathOf(template, path),
    routes: routesOf(template),
    input: undefined,
    output,
    ...extra,
  };
}

function post<I extends z.ZodType, O extends z.ZodType = typeof s.messageReplySchema, P = void>(
  template: string,
  input: I,
  extra: Extra<P> & { path?: PathFn<P>; output?: O } = {},
): Endpoint<P, I, O> {
  const { path, output, ...rest } = extra;
  return {
    method: 'POST',
    template,
    path: pathOf(template, path),
    routes: routesOf(template),
    input,
    output: (output ?? s.messageReplySchema) as O,
    ...rest,
    // What a visitor sends makes a record; the staff writes and the e-mails' links are not submissions.
    idempotent: !rest.admin && !rest.own,
  };
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

export const endpoints = {
  subscribe: post(PATHS.subscribe, s.subscribeSchema),
  // The embedded server's e-mails carry these links (lib/mail/links.ts); the organisation's server sends its own.
  confirmSubscription: post('/suscribe/confirm', s.subscriptionTokenSchema, {
    output: s.subscriptionDoneSchema,
    own: true,
  }),
  unsubscribe: post('/suscribe/unsubscribe', s.subscriptionTokenSchema, {
    output: s.subscriptionDoneSchema,
    own: true,
  }),
  sectionTestimonies: get(
    '/testimony/getSectionActiveTestimonies/{section}',
    s.listOf(s.testimonySchema),
    filled<{ section: s.TestimonySection }>(),
    {
      tags: (p) => ['testimonies', `testimonies:${p.section}`],
    },
  ),
  activeTestimonies: get('/testimony/getActiveTestimonies', s.listOf(s.testimonySchema), undefined, {
    tags: () => ['testimonies'],
  }),
  newTestimony: post(PATHS.newTestimony, s.testimonySubmitSchema),
  team: get('/{team}/team/getAllTeam', s.listOf(s.teamMemberSchema), (p: { team: TeamName }) => TEAMS[p.team], {
    routes: fixedRoutes('team', TEAMS),
    tags: (p) => ['team', `team:${p.team}`],
  }),
  contact: post('/{arm}/contactUs/sendMessage', s.contactSchema, {
    path: (p: { arm: ContactArm }) => CONTACTS[p.arm],
    // The server mounts the crafts arm at /arewahub as well as /arewaHub.
    routes: [
      ...fixedRoutes('arm', CONTACTS),
      { pattern: '/arewahub/contactUs/sendMessage', fixed: { arm: 'arewahub' } },
    ],
  }),
  // The children's network's contact route also takes partnership enquiries, told apart by `reason`.
  enquiry: post(PATHS.enquiry, s.enquirySchema, {
    claims: (body) => typeof body === 'object' && body !== null && 'reason' in body,
  }),
  faq: get('/{site}/faq/getAllFaq', s.faqListSchema, (p: { site: FaqSite }) => FAQS[p.site], {
    routes: fixedRoutes('site', FAQS),
    tags: (p) => ['faq', `faq:${p.site}`],
  }),
  products: get(
    '/arewahub/product/fetchProducts?productForm={form}',
    s.listOf(s.productSchema),
    filled<{ form?: s.ProductForm }>(),
    {
      tags: () => ['products'],
    },
  ),
  product: get(
    '/arewahub/product/fetchProducts/{productId}',
    s.productSchema,
    filled<{ productId: string }>(),
    // The server answers the older /product/product/{id} too.
    {
      routes: [
        ...routesOf('/arewahub/product/fetchProducts/{productId}'),
        ...routesOf('/arewahub/product/product/{productId}'),
      ],
      tags: (p) => ['products', `product:${p.productId}`],
    },
  ),
  newOrder: post(PATHS.newOrder, s.orderSchema),
  craftMember: post(PATHS.craftMember, s.craftMemberSchema, { multipart: true }),
  newDonation: post(PATHS.newDonation, s.donationSchema),
  news: get('/acn/newsAndUpdates/getUserAllNewsAndUpdates', s.listOf(s.newsItemSchema), undefined, {
    tags: () => ['news'],
  }),
  newsItem: get('/acn/newsAndUpdates/getUserANewsAndUpdates/{id}', s.newsItemSchema, filled<{ id: string }>(), {
    tags: (p) => ['news', `news:${p.id}`],
  }),
  stories: get('/acn/story/getUserAllStories', s.listOf(s.storySchema), undefined, { tags: () => ['stories'] }),
  story: get('/acn/story/getUserAStory/{id}', s.storySchema, filled<{ id: string }>(), {
    tags: (p) => ['stories', `story:${p.id}`],
  }),
  volunteer: post(PATHS.volunteer, s.volunteerSchema),
  member: post(PATHS.member, s.memberSchema),
  champion: post(PATHS.champion, s.championSchema),
  events: get('/arewahub/events/getEvents', s.listOf(s.eventSchema), undefined, { tags: () => ['events'] }),
  futureEvents: get('/arewahub/events/getFutureEvents', s.listOf(s.eventSchema), undefined, { tags: () => ['events'] }),
  pastEvents: get('/arewahub/events/getPastEvents', s.listOf(s.eventSchema), undefined, { tags: () => ['events'] }),
  event: get('/arewahub/events/getEvent/{eventId}', s.eventSchema, filled<{ eventId: string }>(), {
    tags: (p) => ['events', `event:${p.eventId}`],
  }),

  // Gifts given online: the embedded server's own, with a payment provider configured (lib/payments). Starting
  // one answers the provider's checkout page; the totals are this year's paid gifts, expired when one is settled.
  startGift: post('/acn/gifts/start', s.giftSchema, { output: s.giftStartedSchema, own: true }),
  giftTotals: get('/acn/gifts/totals', s.giftTotalsSchema, undefined, { tags: () => ['gifts'], own: true }),
  giftStatus: get('/acn/gifts/status/{reference}', s.giftStatusSchema, filled<{ reference: string }>(), {
    own: true,
  }),

  // Staff endpoints of the embedded server (Authorization: Bearer ADMIN_TOKEN), for scripts and the tests.
  adminTestimonies: get(
    '/admin/testimonies?status={status}',
    s.listOf(s.testimonySchema),
    filled<{ status?: s.TestimonyStatus }>(),
    { admin: true },
  ),
  setTestimonyStatus: post('/admin/testimonies/{id}/status', s.testimonyStatusSchema, {
    path: filled<{ id: string }>(),
    admin: true,
    invalidates: () => ['testimonies'],
  }),
  addTeamMember: post('/admin/team/{team}', s.teamMemberInputSchema, {
    path: filled<{ team: TeamName }>(),
    output: s.teamMemberSchema,
    routes: fixedRoutes('team', pathPerKey('/admin/team', TEAMS)),
    admin: true,
    invalidates: (p) => [`team:${p.team}`],
  }),
  addFaq: post('/admin/faq/{site}', s.faqInputSchema, {
    path: filled<{ site: FaqSite }>(),
    output: s.faqItemSchema,
    routes: fixedRoutes('site', pathPerKey('/admin/faq', FAQS)),
    admin: true,
    invalidates: (p) => [`faq:${p.site}`],
  }),
} as const;

/**
 * A body already checked in this process with a schema, and the value the schema gave: made only where
 * that value came out of that schema, so a handler of an endpoint whose input is the same schema can
 * take it without checking it again.
 */
export interface CheckedBody<S extends z.ZodType = z.ZodType> {
  schema: S;
  value: z.output<S>;
}

export const checkedBody = <S extends z.ZodType>(schema: S, value: z.output<S>): CheckedBody<S> => ({ schema, value });

/** Whether a body was checked with this very schema: its value is then the schema's output. */
export const isCheckedWith = <S extends z.ZodType>(body: CheckedBody, schema: S): body is CheckedBody<S> =>
  body.schema === schema;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The parameters an endpoint's path takes. */
export type ParamsOf<E> = E extends Endpoint<infer P, infer _I, infer _O> ? P : never;
