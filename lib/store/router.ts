import { CONTACTS, FAQS, TEAMS } from '../api/contract';
import { getDb, type Db } from './db';
import { apiRoute, fail, HttpError } from './http';
import * as admin from './handlers/admin';
import { newCraftMember } from './handlers/craft-member';
import * as forms from './handlers/forms';
import * as reads from './handlers/reads';

/*
 * The embedded admin server: one table of routes, matched on the path below /api.
 * Same paths as the organisation's server, spelling quirks included.
 */

interface Ctx {
  db: Db;
  req: Request;
  url: URL;
  params: Record<string, string | undefined>;
}
type Handler = (ctx: Ctx) => Promise<Response>;
interface Route {
  method: 'GET' | 'POST';
  pattern: string;
  handler: Handler;
  admin?: boolean;
}

const routes: Route[] = [
  { method: 'POST', pattern: '/suscribe/addSuscriber', handler: ({ db, req }) => forms.subscribe(db, req) },
  { method: 'GET', pattern: '/testimony/getSectionActiveTestimonies/:section', handler: ({ db, params }) => reads.sectionTestimonies(db, params.section) },
  { method: 'GET', pattern: '/testimony/getActiveTestimonies', handler: ({ db }) => reads.activeTestimonies(db) },
  { method: 'POST', pattern: '/testimony/newTestimony', handler: ({ db, req }) => forms.newTestimony(db, req) },
  ...Object.entries(TEAMS).map(([team, path]): Route => ({ method: 'GET', pattern: path, handler: ({ db }) => reads.team(db, team) })),
  ...Object.entries(FAQS).map(([site, path]): Route => ({ method: 'GET', pattern: path, handler: ({ db }) => reads.faq(db, site as keyof typeof FAQS) })),
  ...Object.entries(CONTACTS).flatMap(([arm, path]): Route[] => {
    const handler: Handler = ({ db, req }) => forms.contact(db, req, arm);
    // The site calls /arewaHub, the server mounts /arewahub: answer both.
    const lower = path.replace('/arewaHub/', '/arewahub/');
    return lower === path
      ? [{ method: 'POST', pattern: path, handler }]
      : [
          { method: 'POST', pattern: path, handler },
          { method: 'POST', pattern: lower, handler },
        ];
  }),
  { method: 'GET', pattern: '/arewahub/product/fetchProducts', handler: ({ db, url }) => reads.products(db, url.searchParams.get('productForm')) },
  { method: 'GET', pattern: '/arewahub/product/fetchProducts/:id', handler: ({ db, params }) => reads.product(db, params.id) },
  { method: 'GET', pattern: '/arewahub/product/product/:id', handler: ({ db, params }) => reads.product(db, params.id) },
  { method: 'POST', pattern: '/arewahub/orders/newOrder', handler: ({ db, req }) => forms.newOrder(db, req) },
  { method: 'POST', pattern: '/arewahub/becomeAMember/newMember', handler: ({ db, req }) => newCraftMember(db, req) },
  { method: 'POST', pattern: '/acn/donation/newDonation', handler: ({ db, req }) => forms.newDonation(db, req) },
  { method: 'GET', pattern: '/acn/newsAndUpdates/getUserAllNewsAndUpdates', handler: ({ db }) => reads.posts(db, 'news') },
  { method: 'GET', pattern: '/acn/newsAndUpdates/getUserANewsAndUpdates/:id', handler: ({ db, params }) => reads.post(db, 'news', params.id) },
  { method: 'GET', pattern: '/acn/story/getUserAllStories', handler: ({ db }) => reads.posts(db, 'story') },
  { method: 'GET', pattern: '/acn/story/getUserAStory/:id', handler: ({ db, params }) => reads.post(db, 'story', params.id) },
  { method: 'POST', pattern: '/educonnect/volunteer/becomeAVolunteer', handler: ({ db, req }) => forms.application(db, req, 'volunteer') },
  { method: 'POST', pattern: '/educonnect/member/becomeAMember', handler: ({ db, req }) => forms.application(db, req, 'member') },
  { method: 'POST', pattern: '/educonnect/champion/becomeAChampion', handler: ({ db, req }) => forms.application(db, req, 'champion') },
  { method: 'GET', pattern: '/arewahub/events/getEvents', handler: ({ db }) => reads.events(db, 'all') },
  { method: 'GET', pattern: '/arewahub/events/getFutureEvents', handler: ({ db }) => reads.events(db, 'future') },
  { method: 'GET', pattern: '/arewahub/events/getPastEvents', handler: ({ db }) => reads.events(db, 'past') },
  { method: 'GET', pattern: '/arewahub/events/getEvent/:id', handler: ({ db, params }) => reads.event(db, params.id) },
  // Admin writes: never open to anonymous callers.
  { method: 'GET', pattern: '/admin/testimonies', admin: true, handler: ({ db, url }) => admin.listTestimonies(db, url.searchParams.get('status')) },
  { method: 'POST', pattern: '/admin/testimonies/:id/status', admin: true, handler: ({ db, req, params }) => admin.setTestimonyStatus(db, req, params.id) },
  ...Object.keys(TEAMS).map((team): Route => ({
    method: 'POST',
    pattern: `/admin/team/${team}`,
    admin: true,
    handler: ({ db, req }) => admin.addTeamMember(db, req, team),
  })),
  ...Object.keys(FAQS).map((site): Route => ({
    method: 'POST',
    pattern: `/admin/faq/${site}`,
    admin: true,
    handler: ({ db, req }) => admin.addFaq(db, req, site),
  })),
];

function match(pattern: string, path: string): Record<string, string | undefined> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string | undefined> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        params[w.slice(1)] = undefined; // a malformed escape: the handler answers 400
      }
    } else if (w !== g) return null;
  }
  return params;
}

/** Answers one request to the embedded admin API. `req.url` may carry any host; only the path counts. */
export async function handleApiRequest(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const path = apiRoute(url.pathname);
  const candidates = routes.map((r) => ({ r, params: match(r.pattern, path) })).filter((c) => c.params);
  if (candidates.length === 0) return fail(404, `Route not found: ${req.method} /api${path}`);
  const hit = candidates.find((c) => c.r.method === req.method || (req.method === 'HEAD' && c.r.method === 'GET'));
  if (!hit) {
    const allow = [...new Set(candidates.map((c) => c.r.method))].join(', ');
    return fail(405, `Method ${req.method} is not allowed here; use ${allow}`, { allow });
  }
  try {
    if (hit.r.admin) admin.requireAdmin(req);
    const db = await getDb();
    return await hit.r.handler({ db, req, url, params: hit.params! });
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.message);
    console.error(`[api] ${req.method} ${path} failed`, error);
    return fail(500, 'The server could not complete this request. Please try again later.');
  }
}
