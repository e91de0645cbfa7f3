import http from 'node:http';
import compression from 'compression';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/*
 * What server.ts adds to an answer for the wish to save data (lib/platform/save-data-hint.ts), behind the
 * same compression: the hint beside a page answered to a request that asks, `Vary: Save-Data` appended to the
 * Vary Next writes on every page, and nothing on what is not a page.
 */

let server: http.Server;
let base: string;

beforeAll(async () => {
  const { hintSaveData } = await import('@/lib/platform/save-data-hint');
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  server = http.createServer((req, res) => {
    hintSaveData(req, res);
    compress(req, res, () => {
      // As Next answers: its headers set one by one, Vary written over whatever was there.
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      if (req.url === '/file') res.setHeader('Content-Type', 'image/svg+xml');
      else if (req.url === '/payload') res.setHeader('Content-Type', 'text/x-component');
      else res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<!DOCTYPE html><p>The same page for everyone.</p>'.repeat(40));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function answer(address: string, headers: Record<string, string> = {}) {
  const reply = await fetch(`${base}${address}`, { headers: { 'accept-encoding': 'br', ...headers } });
  return {
    body: await reply.text(),
    hint: reply.headers.get('server-timing'),
    vary: reply.headers.get('vary'),
  };
}

it('names the wish beside a page answered to a request that asks, the same page, and every page varies by it', async () => {
  const plain = await answer('/faq');
  const asked = await answer('/faq', { 'save-data': 'on' });
  expect(plain.hint).toBeNull();
  expect(asked.hint).toBe('save-data');
  expect(asked.body).toBe(plain.body);
  for (const { vary } of [plain, asked]) expect(vary).toBe('rsc, next-router-state-tree, Accept-Encoding, Save-Data');
  expect((await answer('/faq', { 'save-data': 'off' })).hint).toBeNull();
  expect((await answer('/faq', { 'save-data': 'ON; x' })).hint).toBe('save-data');
});

it('leaves what is not a page as it is', async () => {
  for (const address of ['/file', '/payload']) {
    const asked = await answer(address, { 'save-data': 'on' });
    expect([address, asked.hint, asked.vary]).toEqual([address, null, expect.not.stringContaining('Save-Data')]);
  }
});
