// @ts-check
/*
 * What server.mjs adds to a page's answer for the wish to save data (lib/platform/save-data.ts, whose
 * header test and hint this repeats: server.mjs is plain JavaScript, and tests/save-data-hint.test.ts
 * checks that the two agree). A page is cached, so its HTML is the same for everyone; answered to a request that carries
 * `Save-Data: on`, it names the wish in a `Server-Timing` entry, which its scripts read from the navigation's
 * timing. Every page says `Vary: Save-Data`, appended to Next's own list once Next has written it (Next
 * writes a page's Vary over any set before it renders: docs/known-issues.md), so that a cache in front
 * keeps each answer apart.
 * A page is an answer of type text/html: an RSC payload, a file, /api and /media are left as they are
 * (/media says for itself that a picture varies).
 */

export const ASKS = /^\s*on\s*(?:;.*)?$/i;
export const HINT = 'save-data';

/** The value of `name` among the headers handed to writeHead, if any (an object of them; a raw list is not read). */
function handed(/** @type {unknown[]} */ args, /** @type {string} */ name) {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : /** @type {Record<string, unknown>} */ (headers)[key];
}

/**
 * Has `res` name the wish to save data beside a page answered to `req`, and every page vary by it; answers
 * whether `req` asks to save data.
 */
export function hintSaveData(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
) {
  const header = req.headers['save-data'];
  const asks = typeof header === 'string' && ASKS.test(header);
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {unknown[]} */ ...args) {
    const type = String(handed(args, 'content-type') ?? res.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && handed(args, 'vary') === undefined) {
      const vary = res.getHeader('vary');
      res.setHeader('Vary', vary ? `${String(vary)}, Save-Data` : 'Save-Data');
      if (asks) res.appendHeader('Server-Timing', HINT);
    }
    return writeHead.apply(this, /** @type {any} */ (args));
  };
  return asks;
}
