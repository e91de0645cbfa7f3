import { env } from '../platform/env';
import { count } from '../platform/observe';

/*
 * nginx in front keeps a copy of each page (deploy/nginx/nginx.conf) under a key of its address, the
 * encoding it was compressed with, whether it is the RSC payload and whether the request asked to save data
 * (whose copy names that wish beside the same HTML, its scripts held back: lib/platform/save-data-scripts.ts);
 * its purge server (NGINX_PURGE_URL, deploy/nginx/cache-purge.conf) removes the copy under one exact key per
 * request: Debian's module (ngx_cache_purge 2.3) has no purge by a key's prefix. So a page's HTML is purged
 * once per encoding, with and without Save-Data, naming both as a browser would. An RSC payload's address
 * carries a hash of the router's state, which cannot be listed: those copies run out with their s-maxage,
 * while the browser's router keeps its own for longer anyway.
 */

/** An Accept-Encoding giving each encoding nginx keeps copies for ($edu_encoding): Brotli, gzip and none. */
const ENCODINGS = ['br', 'gzip', 'identity'];
/** The copies with and without the wish to save data ($edu_save_data): the header as a browser sends it, or none. */
const SAVE_DATA: Record<string, string>[] = [{}, { 'save-data': 'on' }];
/** Purges sent at once: a write's pages in a fraction of a second, few enough for nginx's one worker. */
const AT_ONCE = 8;
/** One purge's wait: a purge server that does not answer by then is tried again later (lib/purge/job.ts). */
const TIMEOUT_MS = 2000;

/** Whether this instance purges nginx's copies (NGINX_PURGE_URL is set). */
export const purgesNginx = () => Boolean(env().NGINX_PURGE_URL);

/** One copy nginx may keep: an address as a browser asks it, with the headers that select the copy. */
export interface Copy {
  path: string;
  headers: Record<string, string>;
}

/** Every copy nginx may keep of `paths` (with their language prefix): each encoding, with and without Save-Data. */
export const copiesOf = (paths: readonly string[]): Copy[] =>
  paths.flatMap((path) =>
    ENCODINGS.flatMap((encoding) =>
      SAVE_DATA.map((saveData) => ({ path, headers: { 'accept-encoding': encoding, ...saveData } })),
    ),
  );

export interface PurgeRound {
  /** The copies that could not be purged (no answer, or one other than 200 or 404), to try again. */
  failed: Copy[];
  /** Why the first of them failed. */
  firstFailure?: unknown;
}

/**
 * Asks nginx's purge server to remove each of `copies`, a few at a time; 200 (removed) and 404 (none held)
 * are done. Never throws; nothing without NGINX_PURGE_URL. Each answer is counted (edu_nginx_purges_total).
 */
export async function purgeCopies(copies: readonly Copy[]): Promise<PurgeRound> {
  const base = env().NGINX_PURGE_URL;
  const round: PurgeRound = { failed: [] };
  if (!base) return round;
  const queue = [...copies];
  const worker = async () => {
    for (let copy = queue.shift(); copy; copy = queue.shift()) {
      try {
        const reply = await fetch(`${base}${copy.path}`, {
          method: 'PURGE',
          cache: 'no-store',
          headers: copy.headers,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await reply.body?.cancel();
        if (reply.status !== 200 && reply.status !== 404) throw new Error(`answered ${reply.status}`);
        count.nginxPurge(reply.status === 200 ? 'purged' : 'absent');
      } catch (error) {
        count.nginxPurge('failed');
        round.failed.push(copy);
        round.firstFailure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return round;
}
