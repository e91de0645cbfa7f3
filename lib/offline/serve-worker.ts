import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/platform/env';

/*
 * The answer to /sw.js (app/sw.js/route.ts): the worker this build made (scripts/build-worker.ts), or, with
 * SERVICE_WORKER=off, one that removes itself. A browser asks for /sw.js again on every navigation
 * to a page it controls and installs it when its bytes differ, so switching the worker off reaches each
 * returning visitor on their next page, with nothing for them to clear. The file is read once per
 * process: a new build is a new process.
 */

/**
 * Takes over from any worker of this site, deletes every cache it kept and unregisters. The pages open
 * now stay as they are; the next one comes from the network. Submissions a worker still kept stay in
 * IndexedDB and are sent if a worker comes back within their week.
 */
export const RETIRING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
`;

let built: Promise<string | null> | undefined;
const builtWorker = () => (built ??= readFile(path.join(process.cwd(), '.next', 'sw.js'), 'utf8').catch(() => null));

/** The worker's script with its ETag (a copy already held is answered 304), never kept without asking. */
export async function serveWorker(request: Request): Promise<Response> {
  // No worker built (next dev): the retiring one, so that a worker left from a build stops serving old pages.
  const body = env().SERVICE_WORKER === 'off' ? RETIRING_WORKER : ((await builtWorker()) ?? RETIRING_WORKER);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
