import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readEnv } from './lib/platform/env';
import { MAX_MEMBERSHIP_BYTES } from './lib/api/schemas';
import { securityHeaders } from './lib/platform/security-headers';
import { defaultLocaleRewrites } from './lib/i18n/routing';

// Check the environment when the app is built or started: a bad value stops here, named.
const env = readEnv();

const nextConfig: NextConfig = {
  // better-sqlite3 and pg are native / server-only: load them from node_modules at run time. So are the
  // logger and the metrics library: every bundle then uses the one copy the server (server.ts) loaded, whose
  // registry /metrics serves (lib/platform/observe.ts keeps it on globalThis as well).
  serverExternalPackages: ['better-sqlite3', 'pg', 'kysely', 'pino', 'prom-client'],
  poweredByHeader: false,
  // The server (server.ts) compresses every answer, with Brotli where the browser takes it; Next's own is gzip only.
  compress: false,
  // Next's cache of pages and data keeps each page's validator beside its render (lib/platform/page-validator.ts).
  // Several instances (REDIS_URL): it lives in Redis, shared, and none in each process's memory, so a tag one
  // instance expires is expired for all. Read when a server starts too. Next loads the handler with Node's
  // import: it is lib/platform/page-cache-handler.ts or lib/platform/redis-cache-handler.ts as compiled into dist/
  // (scripts/build-server.ts, run by `npm run build` and `npm run dev` before Next).
  ...(env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'dist', 'redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.join(process.cwd(), 'dist', 'page-cache-handler.mjs') }),
  // Next hashes the whole HTML in JavaScript on every response to make its ETag, a large share of the
  // server's time on a cached page. A page's tag is made once per render instead, kept in the cache beside
  // it, and the server answers 304 from it (lib/platform/page-validator.ts).
  generateEtags: false,
  // When this build was made: the sitemap's date for the pages that change only with a release.
  env: { BUILT_AT: new Date().toISOString() },
  experimental: {
    // The stylesheets go into each page as <style>: a phone opening a shared link on slow mobile data
    // paints after the HTML alone, without a second round trip for the CSS (the bench's phone table).
    // Next also writes the CSS text into the page's RSC payload (docs/known-issues.md); `npm run bench`
    // prints the CSS bytes a page's payload carries, so the upgrade that drops them shows.
    inlineCss: true,
    // Inlined, a stylesheet costs no request: chunk the CSS per page rather than sharing large chunks,
    // so a page carries its own components' styles and not every arm's.
    cssChunking: { type: 'graph', requestCost: 0 },
    // An address no route has, in any language, is answered by app/global-not-found.tsx, a whole page of its own.
    globalNotFound: true,
    // forbidden(): an editor on an admin-only console page gets a 403 page.
    authInterrupts: true,
    // The largest form an action takes: the crafts membership sent without scripts, with its certificate
    // and six artworks of 5 MB each (the /api endpoint's own limit); the console's pictures are smaller.
    serverActions: { bodySizeLimit: MAX_MEMBERSHIP_BYTES },
    // Pages rendered after the build (a detail page, a revalidated page, an unknown id's 404) are kept
    // in the server's memory, bounded by Next's LRU, and never written to disk: made-up addresses
    // cannot fill the disk, and nothing has to check an id before its page is looked up. It also turns off
    // the image optimizer's disk cache (docs/known-issues.md), which is why uploads are
    // prepared at upload rather than sent through the optimizer (images, below).
    isrFlushToDisk: false,
    // proxy.ts sees /api addresses with a percent sign, and Next cuts a body it passes on at this size: leave room for the whole
    // crafts membership, so the membership route itself answers 413 past its own limit.
    proxyClientMaxBodySize: MAX_MEMBERSHIP_BYTES + 64 * 1024,
  },
  // One place for the security headers of every response, pages and /api alike.
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: securityHeaders(env, process.env.NODE_ENV === 'production') },
      // The staff console: never stored by a browser or a cache, never indexed.
      {
        source: '/admin/:path*',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
      // The artwork in public/images and the home-screen icons change only with a release: a day fresh, then
      // revalidated in the background.
      ...['/images/:path*', '/icons/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      })),
    ]);
  },
  // English keeps its addresses without a prefix (next-intl's as-needed): the routing's rewrites, tried after
  // the files and routes that are not under [locale], give them to the English tree (lib/i18n/routing.ts).
  rewrites() {
    return Promise.resolve({ beforeFiles: [], afterFiles: defaultLocaleRewrites(), fallback: [] });
  },
  // The arms' bare prefixes and trailing slashes are redirected by proxy.ts, whose answers carry the
  // security headers below; Next's own redirects are sent without them.
  skipTrailingSlashRedirect: true,
  images: {
    // The artwork in public/images is SVG, sent as it is (Next never optimizes SVG). Pictures staff upload
    // (/media/…) are often a phone's photo of several MB: they are prepared at upload in the widths below, as
    // WebP (lib/format/picture-widths.ts), and a page's srcset names those files (components/ui/data-image.tsx).
    // Pictures on another host (ADMIN_API_URL, IMAGE_ORIGINS) load as they are. So the optimizer serves
    // nothing: no local picture is allowed through it, and no visitor can make the server encode one.
    localPatterns: [],
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [96, 256, 384],
  },
};

// Server code reads its language's catalogs through lib/i18n/request.ts.
export default createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
