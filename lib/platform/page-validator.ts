/*
 * A page's validator: an ETag made once per render and kept beside it in Next's cache, so that a browser or
 * the service worker that holds a page asks with `If-None-Match` and is answered 304 with no body while the
 * page is unchanged. Nothing hashes a response as it is sent (Next's own `generateEtags`, off in
 * next.config.ts, hashes the whole HTML on every answer).
 *
 * - `withValidator` adds the tag to a page's cache entry: Next's cache handlers call it as they store a
 *   render (lib/platform/page-cache-handler.ts, lib/platform/redis-cache-handler.ts), and as they read
 *   one written before them (the build's prerendered pages), and Next writes the entry's headers onto every
 *   answer it makes from it. The tag is weak: the server compresses the same page differently per browser.
 * - `answerNotModified` (server.ts) turns such an answer into a 304 when the request already holds it. A
 *   page sent without its scripts to a browser that asks to save data (lib/platform/save-data-scripts.ts)
 *   is other bytes, so its tag is the page's with a suffix.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ETAG = 'etag';
/** What a tag of a page sent to a browser that asks to save data ends with, inside its quotes. */
const SAVE_DATA_SUFFIX = '.sd';

/** The weak tag of a page's HTML. */
export const validatorOf = (html: string | Uint8Array): string =>
  `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * What this reads of a value of Next's cache: its kind, and a page's HTML and headers. Next names no public
 * type for it (docs/known-issues.md); this is the shape of its APP_PAGE entry as Next stores it.
 */
interface CacheValueShape {
  kind?: unknown;
  html?: unknown;
  headers?: Record<string, unknown>;
}

/**
 * Adds the validator to a cache entry's value when it is a page's (Next's APP_PAGE, whose HTML is a string or
 * a Buffer once stored) and has none yet. Changes the value in place, so an entry held in memory is hashed once.
 */
export function withValidator<T>(value: T): T {
  // An entry's shape as Next stores it, which Next does not document (docs/known-issues.md).
  const page = value as (T & CacheValueShape) | null | undefined;
  if (!page || page.kind !== 'APP_PAGE' || page.headers?.[ETAG]) return value;
  const html = page.html;
  if (typeof html !== 'string' && !(html instanceof Uint8Array)) return value;
  page.headers = { ...page.headers, [ETAG]: validatorOf(html) };
  return value;
}

/** The tags an `If-None-Match` names, compared weakly (RFC 9110, 13.1.2): without `W/`. */
const named = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));

/** Whether `If-None-Match` holds `tag` (or is `*`). */
export function holds(header: string, tag: string): boolean {
  const bare = tag.replace(/^W\//, '');
  return named(header).some((t) => t === '*' || t === bare);
}

/**
 * Has `res` answer 304, with no body, when the page it sends carries a validator that `req`'s
 * `If-None-Match` already holds; gives a page sent without its scripts (`savesData`) a tag of its own.
 * Anything but a 200 to a GET or HEAD is left as it is. A request that neither asks nor saves data costs
 * a header test.
 */
export function answerNotModified(req: IncomingMessage, res: ServerResponse, savesData: boolean): void {
  const asked = req.headers['if-none-match'];
  if (asked === undefined && !savesData) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  // ServerResponse's writeHead, as the loose function it is called as.
  const replaced = res as unknown as { writeHead: (this: ServerResponse, ...args: unknown[]) => ServerResponse };
  const { writeHead } = replaced;
  replaced.writeHead = function (...args) {
    let tag = res.getHeader(ETAG);
    if (typeof tag === 'string' && savesData && !tag.endsWith(`${SAVE_DATA_SUFFIX}"`)) {
      tag = `${tag.slice(0, -1)}${SAVE_DATA_SUFFIX}"`;
      res.setHeader(ETAG, tag);
    }
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status === 200 && typeof tag === 'string' && typeof asked === 'string' && holds(asked, tag)) {
      // Node sends no body with a 304 and drops what is written after it; the server compresses none.
      res.removeHeader('content-length');
      res.statusCode = 304;
      if (typeof args[0] === 'number') args[0] = 304;
    }
    return writeHead.apply(this, args);
  };
}
