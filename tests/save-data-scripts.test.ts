import http from 'node:http';
import compression from 'compression';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { SCRIPTS_HELD } from '@/lib/platform/save-data';
import { deferScripts, deferScriptsOnSaveData } from '@/lib/platform/save-data-scripts';

/*
 * The page's scripts held back for a visitor who asked to save data (lib/platform/save-data-scripts.ts):
 * the rewrite of a page, and the answer rewritten as server.ts sends it, inside the same compression.
 */

const PAYLOAD =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\"]"])</script>';
/** A page as Next writes it: preloads in its head, async scripts after its HTML, the payload inline. */
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/web.js"/>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><p>Hello</p>' +
  '<script src="/_next/static/chunks/main.js?v=1&amp;x=2" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>' +
  PAYLOAD +
  '<script type="application/ld+json">{"@type":"Thing"}</script></body></html>';

/** The list handed to the loader, read back from its inline script. */
const heldIn = (html: string) => JSON.parse(/\}\)\(document,window,(\[.*?\])\)<\/script>/.exec(html)![1]!) as unknown[];

describe('deferScripts', () => {
  const out = deferScripts(PAGE);

  it('takes the build’s scripts and their preloads out and hands them to a loader in the head', () => {
    expect(out).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(main|turbopack-1)\.js/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(heldIn(out)).toEqual([
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/_next/static/chunks/web.js' }],
      ['script', { src: '/_next/static/chunks/main.js?v=1&x=2', async: '' }],
      ['script', { src: '/_next/static/chunks/turbopack-1.js', async: '' }],
    ]);
    expect(out.indexOf('(document,window,')).toBeLessThan(out.indexOf('</head>'));
  });

  it('keeps the payload, the stylesheet, the structured data, a nomodule script and the HTML', () => {
    for (const kept of [
      PAYLOAD,
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
      '<body><p>Hello</p>',
    ])
      expect(out).toContain(kept);
  });

  it('writes no `<` into the loader’s list', () => {
    const tricky = PAGE.replace('main.js?v=1', 'main.js?v=&lt;/script&gt;&lt;b&gt;');
    const list = /<script>\(function\(d,w,L\)[\s\S]*?<\/script>/.exec(deferScripts(tricky))![0];
    expect(list.slice(0, -'</script>'.length)).not.toContain('</script');
    expect(list).toContain('main.js?v=\\u003c/script>');
  });

  it('says on the root that the scripts are held, with the attribute the screens and the stylesheet read', () => {
    expect(out).toMatch(new RegExp(`^<!DOCTYPE html><html ${SCRIPTS_HELD}=""><head>`));
    const carousel = fs.readFileSync(path.join(__dirname, '..', 'components', 'ui', 'carousel.module.css'), 'utf8');
    expect(carousel).toContain(`html:not([${SCRIPTS_HELD}])`);
  });

  it('leaves a page without the build’s scripts as it is', () => {
    const still =
      '<html><head></head><body><script src="https://elsewhere.example/x.js"></script><p>Hi</p></body></html>';
    expect(deferScripts(still)).toBe(still);
    expect(deferScripts('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });
});

describe('the answer, behind the compression', () => {
  let server: http.Server;
  let base: string;
  const untouched: string[] = [];

  beforeAll(async () => {
    const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
    server = http.createServer((req, res) => {
      const asks = req.headers['save-data'] === 'on';
      compress(req, res, () => {
        const write: unknown = Reflect.get(res, 'write');
        deferScriptsOnSaveData(req, res, asks);
        if (Reflect.get(res, 'write') === write) untouched.push(`${req.method} ${req.url}`);
        const body = Buffer.from(PAGE);
        if (req.url === '/payload') res.setHeader('Content-Type', 'text/x-component');
        else res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (req.url === '/not-modified') {
          res.statusCode = 304;
          return res.end();
        }
        res.setHeader('Content-Length', body.length);
        if (req.url === '/streamed') {
          res.writeHead(200, { 'Content-Length': String(body.length) });
          res.flushHeaders();
          res.write(body.subarray(0, 100));
          return setTimeout(() => res.end(body.subarray(100)), 5);
        }
        if (req.method === 'HEAD') return res.end();
        res.end(body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  /** An answer read raw: its status, headers and the body as sent (decoded where compressed). */
  function get(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; sent: number }>(
      (resolve, reject) => {
        const req = http.request(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(raw) : raw;
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString(), sent: raw.length });
          });
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('rewrites a page asked with Save-Data, compressed or not, with the length of what it sends', async () => {
    for (const encoding of ['br', 'identity']) {
      const reply = await get('/page', { 'save-data': 'on', 'accept-encoding': encoding });
      expect(reply.body).toBe(deferScripts(PAGE));
      if (encoding === 'br') expect(reply.headers['content-encoding']).toBe('br');
      else expect(Number(reply.headers['content-length'])).toBe(reply.sent);
    }
    const streamed = await get('/streamed', { 'save-data': 'on', 'accept-encoding': 'identity' });
    expect([streamed.body, Number(streamed.headers['content-length'])]).toEqual([deferScripts(PAGE), streamed.sent]);
  });

  it('leaves every other answer as it is, and does nothing at all for a request without Save-Data', async () => {
    untouched.length = 0;
    expect((await get('/page', { 'accept-encoding': 'br' })).body).toBe(PAGE);
    expect(untouched).toEqual(['GET /page']);
    expect((await get('/payload', { 'save-data': 'on' })).body).toBe(PAGE);
    const head = await get('/page', { 'save-data': 'on', 'accept-encoding': 'identity' }, 'HEAD');
    expect([head.status, Number(head.headers['content-length'])]).toEqual([200, Buffer.byteLength(PAGE)]);
    expect((await get('/not-modified', { 'save-data': 'on' })).status).toBe(304);
  });
});
