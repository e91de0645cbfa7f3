import { env } from '../platform/env';
import { log } from '../platform/observe.cjs';

/*
 * nginx in front keeps a copy of each page (deploy/nginx/nginx.conf) under a key of its address, the
 * encoding it was compressed with, whether it is the RSC payload and whether the request asked to save data
 * (whose copy names that wish beside the same HTML, its scripts held back: lib/platform/save-data-scripts.mjs); its purge server
 * (NGINX_PURGE_URL, deploy/nginx/cache-purge.conf) removes the copy under one exact key per request. So a
 * page's HTML is purged once per encoding, with and without Save-Data, naming both as a browser would. An RSC payload's address carries a
 * hash of the router's state, which cannot be listed: those copies run out with their s-maxage, while the
 * browser's router keeps its own for longer anyway.
 */

/** An Accept-Encoding giving each encoding nginx keeps copies for ($edu_encoding): Brotli, gzip and none. */
const ENCODINGS = ['br', 'gzip', 'identity'];
/** The copies with and without the wish to save data ($edu_save_data): the header as a browser sends it, or none. */
const SAVE_DATA: Record<string, string>[] = [{}, { 'save-data': 'on' }];
/** Purges sent at once: enough to purge every page in a fraction of a second, few enough for nginx's one worker. */
const AT_ONCE = 8;
/** One purge's wait, and the whole purge's: the staff write's answer waits for it, never longer than this. */
const TIMEOUT_MS = 2000;
const ALL_WITHIN_MS = 5000;

/** Whether this instance purges nginx's copies (NGINX_PURGE_URL is set). */
export const purgesNginx = () => Boolean(env().NGINX_PURGE_URL);

export interface PurgeCount {
  /** Copies removed. */
  purged: number;
  /** Addresses, encodings and Save-Data variants nginx held no copy of. */
  absent: number;
  failed: number;
}

/**
 * Purges nginx's copies of `paths` (addresses as a browser asks them, with their language prefix), in every
 * encoding, with and without Save-Data. Never throws: a purge that fails leaves a copy that runs out with its s-maxage, and is reported.
 */
export async function purgeNginx(paths: readonly string[]): Promise<PurgeCount> {
  const base = env().NGINX_PURGE_URL;
  const count: PurgeCount = { purged: 0, absent: 0, failed: 0 };
  if (!base || paths.length === 0) return count;
  const jobs = paths.flatMap((path) =>
    ENCODINGS.flatMap((encoding) =>
      SAVE_DATA.map((saveData) => ({ path, headers: { 'accept-encoding': encoding, ...saveData } })),
    ),
  );
  let firstFailure: unknown;
  const deadline = Date.now() + ALL_WITHIN_MS;
  const worker = async () => {
    for (let job = jobs.pop(); job; job = jobs.pop()) {
      try {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`not all done within ${ALL_WITHIN_MS / 1000} s`);
        const reply = await fetch(`${base}${job.path}`, {
          method: 'PURGE',
          cache: 'no-store',
          headers: job.headers,
          signal: AbortSignal.timeout(Math.min(TIMEOUT_MS, left)),
        });
        await reply.body?.cancel();
        if (reply.status === 200) count.purged++;
        else if (reply.status === 404) count.absent++;
        else throw new Error(`answered ${reply.status}`);
      } catch (error) {
        count.failed++;
        firstFailure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  if (count.failed > 0)
    log.warn("[nginx purge] some of nginx's copies could not be purged: they run out with their s-maxage", {
      error: firstFailure,
    });
  return count;
}
