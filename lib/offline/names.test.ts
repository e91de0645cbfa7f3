import { IDEMPOTENCY_HEADER } from '@/lib/api/idempotency';
import {
  isKeepablePage,
  isKeepableResponse,
  isKeepableSubmission,
  isWithdrawn,
  KEEP_MESSAGE,
  MAX_KEPT_BYTES,
  MAX_KEPT_SEARCH,
} from './names';

/* What the service worker keeps (lib/offline/worker.ts): public pages only, and forms that can be sent again safely. */

const ORIGIN = 'https://www.example.org';
const page = (path: string) => isKeepablePage(new URL(path, ORIGIN), ORIGIN);

it('keeps the public pages in every language, and nothing of the console, the API, uploads or files', () => {
  for (const path of ['/', '/faq', '/fr', '/ha/acn/home', '/events/upcoming-event-details/EVT00001', '/offline'])
    expect([path, page(path)]).toEqual([path, true]);
  for (const path of [
    '/admin',
    '/admin/sign-in',
    '/api/arewahub/events/getEvents',
    '/media/abc.webp',
    '/_next/static/chunks/a.js',
    '/newsletter/confirm',
    '/fr/newsletter/unsubscribe',
    '/sw.js',
    '/manifest.webmanifest',
    '/faq?utm=x',
    '/newsletter/confirm?token=abc',
    '/join-us?role=volunteers',
    '/acn/how-to-help/donate/request?type=books',
  ])
    expect([path, page(path)]).toEqual([path, false]);
  expect(isKeepablePage(new URL('https://elsewhere.example/faq'), ORIGIN)).toBe(false);
});

it('keeps a search of the site’s own search boxes, in every language, and no other query', () => {
  for (const path of [
    '/edu-africa/products?q=hausa',
    '/fr/edu-africa/products?q=haoussa+d%C3%A9butant',
    '/acn/about/acn-news?q=water',
    '/ha/acn/what-we-do/reports?q=ruwa',
    `/acn/latest/media-center?q=${'a'.repeat(MAX_KEPT_SEARCH)}`,
  ])
    expect([path, page(path)]).toEqual([path, true]);
  for (const path of [
    // Not a searchable list, or not only q, once, with words in it.
    '/faq?q=water',
    '/edu-africa/products?q=',
    '/edu-africa/products?q=+++',
    '/edu-africa/products?q=hausa&utm_source=mail',
    '/edu-africa/products?q=hausa&q=yoruba',
    '/edu-africa/products?Q=hausa',
    `/edu-africa/products?q=${'a'.repeat(MAX_KEPT_SEARCH + 1)}`,
    '/admin/posts?q=water',
    '/api/acn/posts?q=water',
  ])
    expect([path, page(path)]).toEqual([path, false]);
});

it('drops a kept page the site withdrew or moved', () => {
  const answer = (status: number, init: { redirected?: boolean; type?: ResponseType } = {}) => {
    const response = new Response(status === 204 || (status >= 300 && status < 400) ? null : 'x', { status });
    if (init.redirected) Object.defineProperty(response, 'redirected', { value: true });
    if (init.type) Object.defineProperty(response, 'type', { value: init.type });
    return response;
  };
  expect(isWithdrawn(answer(404))).toBe(true);
  expect(isWithdrawn(answer(410))).toBe(true);
  expect(isWithdrawn(answer(308))).toBe(true);
  expect(isWithdrawn(answer(200, { redirected: true }))).toBe(true);
  // A navigation's fetch does not follow a redirect: the worker sees it opaque.
  expect(isWithdrawn(Object.defineProperty(Response.error(), 'type', { value: 'opaqueredirect' }))).toBe(true);
  // Still there (a 304: the kept copy is the server's page), or the server failing for now: kept.
  expect(isWithdrawn(answer(200))).toBe(false);
  expect(isWithdrawn(answer(304))).toBe(false);
  expect(isWithdrawn(answer(500))).toBe(false);
  expect(isWithdrawn(answer(503))).toBe(false);
  expect(isWithdrawn(answer(429))).toBe(false);
});

it('keeps a whole HTML page no one marked private', () => {
  const html = (headers: Record<string, string>, status = 200) =>
    new Response('<html></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
  // A Response made in a test has the type "default"; the worker sees "basic" for its own origin.
  const basic = (r: Response) => Object.defineProperty(r, 'type', { value: 'basic' });
  expect(isKeepableResponse(basic(html({})))).toBe(true);
  expect(isKeepableResponse(basic(html({ 'cache-control': 's-maxage=60, stale-while-revalidate' })))).toBe(true);
  expect(isKeepableResponse(basic(html({ 'cache-control': 'private, no-store' })))).toBe(false);
  expect(isKeepableResponse(basic(html({ 'cache-control': 'no-store' })))).toBe(false);
  expect(isKeepableResponse(basic(html({ 'set-cookie': 'a=b' })))).toBe(false);
  expect(isKeepableResponse(basic(html({}, 404)))).toBe(false);
  expect(isKeepableResponse(basic(new Response('{}', { headers: { 'content-type': 'application/json' } })))).toBe(
    false,
  );
  expect(isKeepableResponse(html({}))).toBe(false);
  // A search is rendered per request, which Next marks private and no-store: kept, unless it sets a cookie.
  const perRequest = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
  expect(isKeepableResponse(basic(html(perRequest)))).toBe(false);
  expect(isKeepableResponse(basic(html(perRequest)), true)).toBe(true);
  expect(isKeepableResponse(basic(html({ ...perRequest, 'set-cookie': 'a=b' })), true)).toBe(false);
  expect(isKeepableResponse(basic(html({}, 404)), true)).toBe(false);
});

it('keeps a post to the site’s /api that carries an Idempotency-Key, as text within the limit', () => {
  const message = (over: object = {}) => ({
    type: KEEP_MESSAGE,
    url: `${ORIGIN}/api/educonnect/contactUs/sendMessage`,
    headers: { 'content-type': 'application/json', 'idempotency-key': '"3b2c8f5e-0a1d-4e6f-9b7a-1c2d3e4f5a6b"' },
    body: '{"email":"ama@example.org"}',
    ...over,
  });
  const keeps = (m: object) => isKeepableSubmission(m, ORIGIN, IDEMPOTENCY_HEADER);
  expect(keeps(message())).toBe(true);
  expect(keeps(message({ headers: { 'content-type': 'application/json' } }))).toBe(false);
  expect(keeps(message({ url: 'https://elsewhere.example/api/x' }))).toBe(false);
  expect(keeps(message({ url: `${ORIGIN}/admin/inbox` }))).toBe(false);
  expect(keeps(message({ body: 'x'.repeat(MAX_KEPT_BYTES + 1) }))).toBe(false);
  expect(keeps(message({ type: 'other' }))).toBe(false);
  expect(keeps({ ...message(), body: undefined })).toBe(false);
  expect(keeps(null as unknown as object)).toBe(false);
});
