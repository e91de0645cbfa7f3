/*
 * The site's server (`npm start`): Next's request handler behind Node's own HTTP server, as `next start`
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
 * JSON log line and its counts (lib/platform/ops-server.mjs); everything the process writes with console,
 * Next's own lines included, becomes a JSON line of the same logger (lib/platform/observe.cjs).
 *
 * On every interface, at PORT (3000), as `next start`; the build is the one in this folder's .next.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { log } from './lib/platform/observe.cjs';
import { answerOps, inRequest, observeRequest, sendConsoleToLog } from './lib/platform/ops-server.mjs';

const PEER_HEADER = 'x-edu-connect-peer';
/** Brotli's quality for answers compressed as they are sent: smaller than gzip's default, and quicker. */
const BROTLI_QUALITY = 5;

// As `next start` does, before Next is loaded: the build runs as production unless told otherwise.
process.env.NODE_ENV ??= 'production';
// Before Next is loaded too, so that its every line is a JSON line.
sendConsoleToLog();
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });

const server = http.createServer((req, res) => {
  if (answerOps(req, res)) return;
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  inRequest(observeRequest(req, res), () =>
    compress(req, res, () =>
      // Next answers its own failures; one that escapes it is logged by its kind and answered 500, never a crash.
      handle(req, res).catch((error) => {
        log.error('[server] a request failed outside Next', {
          what: error instanceof Error ? error.name : typeof error,
        });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }),
    ),
  );
});
server.listen(port, () => log.info(`ready on http://localhost:${port}`));

// Stopped (a deploy, Ctrl-C): finish the requests under way, take no new ones.
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
