/** @jest-environment node */
import { IDEMPOTENCY_HEADER } from '@/lib/api/idempotency';
import { isKeepablePage, isKeepableResponse, isKeepableSubmission, KEEP_MESSAGE, MAX_KEPT_BYTES } from './names';

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
    '/acn/about/acn-news?q=water',
  ])
    expect([path, page(path)]).toEqual([path, false]);
  expect(isKeepablePage(new URL('https://elsewhere.example/faq'), ORIGIN)).toBe(false);
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
