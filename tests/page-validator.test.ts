import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerNotModified, holds, validatorOf, withValidator } from '@/lib/platform/page-validator';

/*
 * A page's validator (lib/platform/page-validator.ts): made once per render and kept in the cache entry, and
 * a request that holds it answered 304 with no body, as server.ts answers it.
 */

const PAGE = '<!doctype html><html><body><h1>FAQ</h1></body></html>';

describe('the validator kept beside a render', () => {
  it("is added to a page's entry once, and to nothing else", () => {
    const entry: { kind: string; html: string; headers: Record<string, string> } = {
      kind: 'APP_PAGE',
      html: PAGE,
      headers: { 'x-next-cache-tags': 'faq' },
    };
    withValidator(entry);
    expect(entry.headers).toEqual({ 'x-next-cache-tags': 'faq', etag: validatorOf(PAGE) });
    expect(validatorOf(PAGE)).toMatch(/^W\/"[\w-]+"$/);
    // Stored again (another instance's copy), the tag is not made anew.
    entry.html = 'changed without a render';
    expect(withValidator(entry).headers.etag).toBe(validatorOf(PAGE));
    expect(withValidator({ kind: 'APP_ROUTE', body: PAGE })).toEqual({ kind: 'APP_ROUTE', body: PAGE });
    expect(withValidator(null)).toBeNull();
    expect(validatorOf(Buffer.from(PAGE))).toBe(validatorOf(PAGE));
    expect(validatorOf(`${PAGE} `)).not.toBe(validatorOf(PAGE));
  });

  it('is held by an If-None-Match that names it, weakly, in a list, or as *', () => {
    const tag = validatorOf(PAGE);
    expect(holds(tag, tag)).toBe(true);
    expect(holds(tag.slice(2), tag)).toBe(true);
    expect(holds(`W/"other", ${tag}`, tag)).toBe(true);
    expect(holds('*', tag)).toBe(true);
    expect(holds('W/"other"', tag)).toBe(false);
    expect(holds('', tag)).toBe(false);
  });
});

describe('a request that holds it', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      answerNotModified(req, res, req.headers['save-data'] === 'on');
      // As Next answers a cached page: the entry's headers, then the whole body at once.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=60');
      if (req.url !== '/no-tag') res.setHeader('etag', validatorOf(PAGE));
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.setHeader('Content-Length', Buffer.byteLength(PAGE));
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${path}`, { headers, method });

  it('is answered 304 with no body, its validator and caching kept', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toBe(validatorOf(PAGE));
    const again = await get('/', { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('s-maxage=60');
    expect((await get('/', { 'if-none-match': tag }, 'HEAD')).status).toBe(304);
  });

  it('gets the page whole when it holds another tag, or when the answer is not a 200 page with one', async () => {
    const other = await get('/', { 'if-none-match': 'W/"an-older-render"' });
    expect([other.status, await other.text()]).toEqual([200, PAGE]);
    expect((await get('/missing', { 'if-none-match': validatorOf(PAGE) })).status).toBe(404);
    expect((await get('/no-tag', { 'if-none-match': '*' })).status).toBe(200);
    expect((await get('/', { 'if-none-match': validatorOf(PAGE) }, 'POST')).status).toBe(200);
  });

  it('gives a page sent to save data, which is other bytes, a tag of its own', async () => {
    const saving = await get('/', { 'save-data': 'on' });
    const tag = saving.headers.get('etag')!;
    expect(tag).not.toBe(validatorOf(PAGE));
    expect((await get('/', { 'save-data': 'on', 'if-none-match': tag })).status).toBe(304);
    expect((await get('/', { 'save-data': 'on', 'if-none-match': validatorOf(PAGE) })).status).toBe(200);
    expect((await get('/', { 'if-none-match': tag })).status).toBe(200);
  });
});
