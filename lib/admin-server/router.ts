import { type z } from 'zod';
import {
  type CheckedBody,
  type EndpointName,
  type Endpoints,
  endpoints,
  isCheckedWith,
  type ParamsOf,
} from '../api/contract';
import { choose, type Resolution, resolveRoute, type RouteMatch } from '../api/routes';
import { getDb, isUnavailable, type Db } from '../db/db';
import { log } from '../platform/observe';
import {
  apiRoute,
  fail,
  firstIssue,
  HttpError,
  readJson,
  readMultipart,
  unexpectedFailure,
  UNAVAILABLE_MESSAGE,
} from './http';
import * as admin from './handlers/admin';
import { newCraftMember } from './handlers/craft-member';
import * as forms from './handlers/forms';
import * as gifts from './handlers/gifts';
import * as reads from './handlers/reads';
import { answerOnce, type Once, requestKey, WITHOUT_KEY } from './idempotency';

/*
 * The embedded admin server, built from the contract table (lib/api/contract.ts): the table says
 * which endpoint a request names and validates its body with the endpoint's `input`; this file
 * says only what answers each endpoint. An endpoint added to or removed from the table without
 * its handler here does not compile.
 */

/** Path parameters as they arrive: text, undefined for a malformed escape. Handlers check them. */
type RawParams<N extends EndpointName> = { [K in keyof ParamsOf<Endpoints[N]>]-?: string | undefined };
/** An endpoint's body as its input schema gives it; of several endpoints, any one's. */
type Input<N extends EndpointName> = N extends EndpointName
  ? Endpoints[N]['input'] extends z.ZodType
    ? z.output<Endpoints[N]['input']>
    : undefined
  : never;

export interface Ctx<N extends EndpointName> {
  db: Db;
  req: Request;
  url: URL;
  params: RawParams<N>;
  /** The body, parsed with the endpoint's input schema (for multipart, its text fields). */
  body: Input<N>;
  /** A multipart body as sent, files included. */
  form: FormData | null;
  /** For a public submission, what its service stores the request's Idempotency-Key with (./idempotency.ts). */
  once: Once;
}

type Handlers = { [N in EndpointName]: (ctx: Ctx<N>) => Promise<Response> };

const handlers: Handlers = {
  subscribe: ({ db, body, once }) => forms.subscribe(db, body, once),
  confirmSubscription: ({ db, body }) => forms.subscriptionLink(db, 'confirm', body.token),
  unsubscribe: ({ db, body }) => forms.subscriptionLink(db, 'unsubscribe', body.token),
  sectionTestimonies: ({ db, params }) => reads.sectionTestimonies(db, params.section),
  activeTestimonies: ({ db }) => reads.activeTestimonies(db),
  newTestimony: ({ db, body, once }) => forms.newTestimony(db, body, once),
  team: ({ db, params }) => reads.team(db, params.team!),
  contact: ({ db, body, params, once }) => forms.contact(db, body, params.arm!, once),
  enquiry: ({ db, body, once }) => forms.contact(db, body, 'acn', once),
  faq: ({ db, params }) => reads.faq(db, params.site as 'educonnect' | 'acn' | 'arewahub'),
  products: ({ db, url }) => reads.products(db, url.searchParams.get('productForm')),
  product: ({ db, params }) => reads.product(db, params.productId),
  newOrder: ({ db, body, once }) => forms.newOrder(db, body, once),
  craftMember: ({ db, body, form, once }) => newCraftMember(db, body, form!, once),
  newDonation: ({ db, body, once }) => forms.newDonation(db, body, once),
  news: ({ db }) => reads.posts(db, 'news'),
  newsItem: ({ db, params }) => reads.post(db, 'news', params.id),
  stories: ({ db }) => reads.posts(db, 'story'),
  story: ({ db, params }) => reads.post(db, 'story', params.id),
  volunteer: ({ db, body, once }) => forms.application(db, 'volunteer', body, once),
  member: ({ db, body, once }) => forms.application(db, 'member', body, once),
  champion: ({ db, body, once }) => forms.application(db, 'champion', body, once),
  events: ({ db }) => reads.events(db, 'all'),
  futureEvents: ({ db }) => reads.events(db, 'future'),
  pastEvents: ({ db }) => reads.events(db, 'past'),
  event: ({ db, params }) => reads.event(db, params.eventId),
  startGift: ({ db, body }) => gifts.startGift(db, body),
  giftTotals: ({ db }) => gifts.totals(db),
  giftStatus: ({ db, params }) => gifts.status(db, params.reference),
  adminTestimonies: ({ db, url }) => admin.listTestimonies(db, url.searchParams.get('status')),
  setTestimonyStatus: ({ db, body, params }) => admin.setTestimonyStatus(db, params.id, body),
  addTeamMember: ({ db, body, params }) => admin.addTeamMember(db, params.team!, body),
  addFaq: ({ db, body, params }) => admin.addFaq(db, params.site!, body),
};

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
  return parsed.data;
}

/**
 * What the gateway has already worked out: the request's endpoints, and the body it read while checking it;
 * for a form posted without scripts, also the value its schema gave (taken as the body when that schema is
 * the endpoint's input), and that its Idempotency-Key is to be derived from what it sent.
 */
export interface Preread {
  resolution?: Resolution;
  json?: unknown;
  form?: FormData;
  checked?: CheckedBody;
  deriveKey?: boolean;
}

/** Reads the body the endpoint takes and picks, of endpoints sharing a route, the one it belongs to. */
async function readInput(
  req: Request,
  found: RouteMatch[],
  preread: Preread,
): Promise<{ match: RouteMatch; body: Input<EndpointName>; form: FormData | null }> {
  const first = found[0]!;
  const input = endpoints[first.name].input;
  if (!input) return { match: first, body: undefined, form: null };
  if (first.endpoint.multipart) {
    const form = preread.form ?? (await readMultipart(req));
    if (preread.checked && isCheckedWith(preread.checked, input))
      return { match: first, body: preread.checked.value, form };
    const fields = Object.fromEntries(Object.keys(input.shape).map((k) => [k, form.get(k) ?? undefined]));
    return { match: first, body: parse(input, fields), form };
  }
  const json = 'json' in preread ? preread.json : await readJson(req);
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new HttpError(400, 'Request body must be a JSON object');
  const match = choose(found, json);
  const schema = endpoints[match.name].input!;
  if (preread.checked && isCheckedWith(preread.checked, schema))
    return { match, body: preread.checked.value, form: null };
  return { match, body: parse(schema, json), form: null };
}

/** Answers one request to the embedded admin API. `req.url` may carry any host; only the path counts. */
export async function handleApiRequest(req: Request, preread: Preread = {}): Promise<Response> {
  const url = new URL(req.url);
  const path = apiRoute(url.pathname);
  const resolution = preread.resolution !== undefined ? preread.resolution : resolveRoute(req.method, path);
  if (!resolution) return fail(404, `Route not found: ${req.method} /api${path}`);
  if ('allow' in resolution) {
    const allow = resolution.allow.join(', ');
    return fail(405, `Method ${req.method} is not allowed here; use ${allow}`, { allow });
  }
  try {
    if (resolution.found.some((m) => m.endpoint.admin)) admin.requireAdmin(req);
    // A malformed key is refused before the body is read; an endpoint that is not a submission ignores it.
    const key = resolution.found.some((m) => m.endpoint.idempotent) ? requestKey(req) : null;
    const { match, body, form } = await readInput(req, resolution.found, preread);
    const db = await getDb();
    const handle = handlers[match.name] as (ctx: Ctx<EndpointName>) => Promise<Response>;
    const run = (once: Once) => handle({ db, req, url, params: match.params, body, form, once });
    if (!match.endpoint.idempotent) return await run(WITHOUT_KEY);
    const derive = preread.deriveKey === true;
    return await answerOnce({ db, endpoint: match.name, key, derive, params: match.params, body, form }, run);
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.message);
    if (isUnavailable(error)) {
      log.error('[api] the database cannot be reached', { method: req.method, route: path });
      return fail(503, UNAVAILABLE_MESSAGE, { 'retry-after': '30' });
    }
    log.error('[api] a request failed', { method: req.method, route: path, error });
    return unexpectedFailure();
  }
}
