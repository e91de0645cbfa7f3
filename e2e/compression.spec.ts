import { expect, test } from '@playwright/test';

/*
 * Every text answer is compressed for a browser that takes Brotli (server.ts): the pages, and what route
 * handlers answer (the API's JSON, the sitemap, a feed, the manifest, the service worker's script).
 */

for (const path of [
  '/',
  '/fr/arewa-hub/products',
  '/api/arewahub/events/getEvents',
  '/sitemap.xml',
  '/acn/feeds/news.xml',
  '/manifest.webmanifest',
  '/sw.js',
]) {
  test(`${path} is sent with Brotli to a browser that takes it`, async ({ request }) => {
    const reply = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-encoding']).toBe('br');
    expect(reply.headers()['vary']).toMatch(/Accept-Encoding/i);
  });
}
