/*
 * What the server (server.ts) adds to a page's answer for the wish to save data (lib/platform/save-data.ts:
 * the header test and the hint). A page is cached, so its HTML is the same for everyone; answered to a request that carries
 * `Save-Data: on`, it names the wish in a `Server-Timing` entry, which its scripts read from the navigation's
 * timing. Every page says `Vary: Save-Data`, appended to Next's own list once Next has written it (Next
 * writes a page's Vary over any set before it renders: docs/known-issues.md), so that a cache in front
 * keeps each answer apart.
 * A page is an answer of type text/html: an RSC payload, a file, /api and /media are left as they are
 * (/media says for itself that a picture varies).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SAVE_DATA_HEADER, SAVE_DATA_HINT, SAVE_DATA_ON } from './save-data';

/** The value of `name` among the headers handed to writeHead, if any (an object of them; a raw list is not read). */
function handed(args: unknown[], name: string): unknown {
  const headers = args.find(
    (arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
  );
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** A header's value as text: a list joined, as Node writes it. */
const stringOf = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Has `res` name the wish to save data beside a page answered to `req`, and every page vary by it; answers
 * whether `req` asks to save data.
 */
export function hintSaveData(req: IncomingMessage, res: ServerResponse): boolean {
  const header = req.headers[SAVE_DATA_HEADER];
  const asks = typeof header === 'string' && SAVE_DATA_ON.test(header);
  // ServerResponse's writeHead, as the loose function it is called as.
  const replaced = res as unknown as { writeHead: (this: ServerResponse, ...args: unknown[]) => ServerResponse };
  const { writeHead } = replaced;
  replaced.writeHead = function (...args) {
    const type = stringOf(handed(args, 'content-type') ?? res.getHeader('content-type'));
    if (type.startsWith('text/html') && handed(args, 'vary') === undefined) {
      const vary = res.getHeader('vary');
      res.setHeader('Vary', vary ? `${stringOf(vary)}, Save-Data` : 'Save-Data');
      if (asks) res.appendHeader('Server-Timing', SAVE_DATA_HINT);
    }
    return writeHead.apply(this, args);
  };
  return asks;
}
