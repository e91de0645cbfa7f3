/*
 * The site's server (`npm start`, which runs it as dist/server.mjs, compiled by `npm run build` with
 * scripts/build-server.ts): Next's request handler behind Node's own HTTP server, as `next start`
 * runs it, and one thing more. Each request carries the address of the machine that opened the
 * connection under a header only this server sets, overwriting whatever a client sent: Next hands route
 * handlers and server actions a Request without the socket, and fills x-forwarded-for from the socket
 * only when the client sent none, so that header is the client's to forge. The rate limits read it
 * (lib/gateway/client-address.ts, which names the same header).
 *
 * It also compresses every answer itself (next.config.ts turns Next's own compression off): with Brotli where the
 * browser takes it, whose window spans a whole page, so the text Next writes into a page twice (its inlined CSS
 * and a lead picture's preview, again in the RSC payload) costs little the second time, where gzip's
 * window pays for it in full; Brotli at this quality also takes less time than gzip's default level.
 *
 * It answers /healthz, /readyz and /metrics itself, before Next, and gives every other request an id, a
 * JSON log line and its counts (lib/platform/ops-server.ts); everything the process writes with console,
 * Next's own lines included, becomes a JSON line of the same logger (lib/platform/observe.ts).
 *
 * A page carries the validator kept beside its render, and a request that holds it is answered 304
 * (lib/platform/page-validator.ts). A page answered to a request that asks to save data names that wish
 * beside its HTML, which is the same for everyone, and every page varies by it (lib/platform/save-data-hint.ts); its scripts are held back until the
 * visitor does something that needs them (lib/platform/save-data-scripts.ts).
 *
 * It listens on the socket it is handed, else on every interface at PORT (3000), as `next start` (below); the
 * build is the one in this folder's .next.
 */
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import { log, markStopping } from './lib/platform/observe';
import { answerOps, inRequest, observeRequest, sendConsoleToLog } from './lib/platform/ops-server';
import { answerNotModified } from './lib/platform/page-validator';
import { hintSaveData } from './lib/platform/save-data-hint';
import { deferScriptsOnSaveData } from './lib/platform/save-data-scripts';
import { missingRecordCheck } from './lib/platform/missing-records';
import { PATH_HEADER } from './lib/platform/request-path';

const PEER_HEADER = 'x-edu-connect-peer';

/** Brotli's quality for answers compressed as they are sent: smaller than gzip's default, and quicker. */
const BROTLI_QUALITY = 5;

// As `next start` does, before Next is loaded: the build runs as production unless told otherwise.
(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
// Before Next is loaded too, so that its every line is a JSON line.
sendConsoleToLog();
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  // Next sets a route handler's headers as lists of one value (the API's JSON, the sitemap, the feeds), which
  // compression's own filter takes for no type at all (docs/known-issues.md): it reads the list's value.
  filter: (req, res) => {
    // A 304 has no body (lib/platform/page-validator.ts).
    if (res.statusCode === 304) return false;
    const type = res.getHeader('Content-Type');
    if (Array.isArray(type)) res.setHeader('Content-Type', type.join(', '));
    return compression.filter(req, res);
  },
});

/**
 * Next's answer; a record's page whose record the server says does not exist is sent to the address no route
 * has, answered with the not-found page in the asked address's language (lib/platform/missing-records.ts).
 */
async function routed(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const reading = req.method === 'GET' || req.method === 'HEAD';
  const asking = reading ? missingRecordCheck()?.(String(req.headers[PATH_HEADER])) : null;
  const notFound = asking ? await asking : null;
  if (notFound) req.url = notFound;
  await handle(req, res);
}

/** The answers under way (the drain waits for them), and whether the process is draining (below). */
const underWay = new Set<http.ServerResponse>();
let draining = false;

const server = http.createServer((req, res) => {
  if (draining) res.setHeader('Connection', 'close');
  underWay.add(res);
  const ops = answerOps(req, res);
  const observed = ops ? null : observeRequest(req);
  // One listener for all that follows an answer: the drain stops waiting for it, and its line and counts.
  res.once('close', () => {
    underWay.delete(res);
    observed?.closed?.(res);
  });
  if (!observed) return;
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  req.headers[PATH_HEADER] = (req.url ?? '/').split('?')[0];
  const savesData = hintSaveData(req, res);
  inRequest(observed.id, () =>
    compress(req, res, () => {
      // Inside the compression, which then sends a 304 as it is, and before the Save-Data rewrite, which
      // holds a page's headers until its body is rewritten.
      answerNotModified(req, res, savesData);
      // Inside the compression, so that what it compresses is the page as rewritten.
      deferScriptsOnSaveData(req, res, savesData);
      // Next answers its own failures; one that escapes it is logged by its kind and answered 500, never a crash.
      routed(req, res).catch((error: unknown) => {
        log.error('[server] a request failed outside Next', {
          what: error instanceof Error ? error.name : typeof error,
        });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    }),
  );
});
/*
 * Where it listens: on the socket it was handed (systemd's socket activation, deploy/systemd/edu-connect@.socket,
 * and `npm run stack`: LISTEN_FDS, the socket at descriptor 3), which outlives the process, so a connection
 * made while the instance restarts waits for the next process instead of being refused; else on PORT, on
 * every interface, as `next start`.
 */
const handed = process.env.LISTEN_FDS === '1' && [undefined, String(process.pid)].includes(process.env.LISTEN_PID);
delete process.env.LISTEN_FDS;
delete process.env.LISTEN_PID;
server.listen(handed ? { fd: 3 } : port, () =>
  log.info(`ready on http://localhost:${port}${handed ? ' (on the socket it was handed)' : ''}`),
);

/*
 * Stopped (a deploy's rolling restart, systemd, Ctrl-C), the server drains: it accepts no new connection (on
 * a handed socket those wait for the next process; on PORT they are refused, which nginx retries on another
 * instance, a POST too); it finishes every request under way, and answers each with `Connection: close`, so
 * nginx sends nothing more on that connection. It never closes an idle keep-alive connection itself
 * (http.Server.close would): nginx may be sending a request into it at that instant, and a POST sent so is one
 * nginx must not retry. nginx closes its idle connections first (its upstream keepalive_timeout is below
 * KEEP_ALIVE_MS). Once the last connection is gone, Next finishes what it runs after a response (the cache
 * tags a write expired), and the process exits; past DRAIN_MS it exits anyway, so systemd's TimeoutStopSec
 * is above it (deploy/systemd/edu-connect@.service).
 */
const KEEP_ALIVE_MS = 5_000;
const DRAIN_MS = 30_000;
server.keepAliveTimeout = KEEP_ALIVE_MS;

function drain(signal: string) {
  if (draining) return;
  draining = true;
  // /readyz answers 503 from now on: whatever asks it stops sending this instance new work.
  markStopping();
  log.info(`${signal}: finishing the requests under way, taking no new ones`, { underWay: underWay.size });
  for (const res of underWay) if (!res.headersSent) res.setHeader('Connection', 'close');
  const exit = (code: number) => {
    log.info(code === 0 ? 'stopped' : `stopped after ${DRAIN_MS / 1000} s, before all under way was done`);
    process.exit(code);
  };
  // net.Server's own close: stops listening and waits for every connection to end, closing none.
  net.Server.prototype.close.call(server, () =>
    app.close().then(
      () => exit(0),
      () => exit(0),
    ),
  );
  setTimeout(() => {
    server.closeAllConnections();
    exit(1);
  }, DRAIN_MS).unref();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => drain(signal));
