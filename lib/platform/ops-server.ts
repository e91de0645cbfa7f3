/*
 * What the server (server.ts) does for operations, before and around Next's handler (lib/platform/observe.ts holds
 * the logger, the registry and the checks):
 *
 * - /healthz: the process answers. Answered here, before Next, touching neither Next nor the database.
 * - /readyz: the checks the app added at start (instrumentation.ts: the database, its migrations, the
 *   outbox, Redis), each given CHECK_MS, run at most once per READY_CACHE_MS however often it is asked;
 *   200 or 503 with each check's name and `ok` or `failing`, never why (no address, no error text).
 * - /metrics: the registry in Prometheus's text format, to loopback only (and never to a request that
 *   came through a proxy, which would be loopback too), or, with METRICS_TOKEN, to whoever sends it as
 *   a bearer token. Off (404) with METRICS=0.
 * - every other request gets an id (nginx's X-Request-Id when well formed, else a new one), runs with it
 *   (every line logged while it is answered carries it), and once answered is one JSON line (its id,
 *   method, route pattern, path without the query, status, milliseconds) and counts by route pattern.
 *   LOG_REQUESTS=0 and METRICS=0 turn the line and the counts off.
 *
 * None of these three answers is ever stored by a cache (no-store), nginx does not pass /metrics, and each
 * (a refusal too) carries the security headers every page has, as the build wrote them (lib/platform/built-headers.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format, inspect } from 'node:util';
import { builtHeadersFor } from './built-headers';
import { blotEmails, safeError, state, within } from './observe';

/** How long one readiness check may take before it counts as failing. */
const CHECK_MS = 1000;
/** However often /readyz is asked, its checks run at most once in this time. */
const READY_CACHE_MS = 1000;

const logRequests = process.env.LOG_REQUESTS !== '0';

/** nginx's $request_id (32 hex digits), another proxy's hex id or a UUID: nothing else is taken as given. */
const WELL_FORMED_ID = /^(?:[0-9A-Fa-f]{16,64}|[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12})$/;

/*
 * An id made here: this process's random prefix and a count, as long as nginx's (32 hex digits). Unique
 * across instances and restarts as a UUID would be, without drawing random bytes for every request.
 */
const PROCESS_PREFIX = randomBytes(8).toString('hex');
let made = 0;
const madeId = () => PROCESS_PREFIX + (made++).toString(16).padStart(16, '0');

/** The request's id: the proxy's when well formed, else a new one; handed on to the app in the same header. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : madeId();
  req.headers['x-request-id'] = id;
  return id;
}

/**
 * Where Next keeps what it knows of a request (its route match) on the request object it was handed: a
 * private field (docs/known-issues.md).
 */
const NEXT_META = Symbol.for('NextInternalRequestMeta');
type WithNextMeta = IncomingMessage & {
  [NEXT_META]?: { match?: { definition?: { pathname?: unknown } } };
};
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request was answered by, from a bounded set: the pattern of the page or route handler Next
 * matched (`/[locale]/acn/about/acn-news/[id]`), else what kind of address it was. Never the address
 * itself, whose every made-up variant would be one more series.
 */
function routeOf(req: IncomingMessage, path: string): string {
  // A private field of Next's (docs/known-issues.md).
  const pattern = (req as WithNextMeta)[NEXT_META]?.match?.definition?.pathname;
  if (typeof pattern === 'string') return pattern;
  if (path.startsWith('/_next/static/')) return '/_next/static';
  if (path.startsWith('/_next/')) return '/_next';
  return /\.[A-Za-z0-9]+$/.test(path) ? 'file' : 'other';
}

const series = new Map<string, { requests: { inc: () => void }; duration: { observe: (value: number) => void } }>();

/** A request's counter and histogram, looked up once per route, method and status (all from bounded sets). */
function seriesOf(route: string, method: string, status: number) {
  const key = `${route} ${method} ${status}`;
  let found = series.get(key);
  if (!found) {
    found = {
      requests: state.metrics.requests.labels({ route, method, status }),
      duration: state.metrics.duration.labels({ route }),
    };
    series.set(key, found);
  }
  return found;
}

/** The page cache's counter of each result Next reports in x-nextjs-cache, looked up once. */
const pageCacheResults = new Map(
  ['HIT', 'STALE', 'MISS'].map((result) => [result, state.metrics.pageCache.labels({ result: result.toLowerCase() })]),
);

/**
 * Gives the request its id and starts its clock. Answers the id and what to call once the response has
 * closed, which writes the request's line and counts it (null when both are off); run the handling inside
 * `inRequest(id, …)` so that what is logged meanwhile carries the id.
 */
export function observeRequest(req: IncomingMessage): {
  id: string;
  closed: ((res: ServerResponse) => void) | null;
} {
  const id = requestId(req);
  const writeLine = logRequests;
  const countIt = state.counting();
  if (!writeLine && !countIt) return { id, closed: null };
  const started = performance.now();
  // Next rewrites req.url as it routes (/acn/home to /en/acn/home): the address as asked is kept here.
  const url = req.url ?? '/';
  const closed = (res: ServerResponse) => {
    const seconds = (performance.now() - started) / 1000;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const route = routeOf(req, path);
    const method = req.method !== undefined && METHODS.has(req.method) ? req.method : 'other';
    const status = res.statusCode;
    if (countIt) {
      const counted = seriesOf(route, method, status);
      counted.requests.inc();
      counted.duration.observe(seconds);
      const cache = res.getHeader('x-nextjs-cache');
      if (typeof cache === 'string') pageCacheResults.get(cache)?.inc();
    }
    if (writeLine)
      state.requestLogger.info(
        {
          reqId: id,
          method,
          route,
          // The path only: a query may carry what a visitor typed, and is never written.
          path: path.length > 120 ? `${path.slice(0, 120)}…` : path,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
  };
  return { id, closed };
}

/** Runs `answer` as the request `id`: every line logged while it runs carries the id. */
export function inRequest(id: string, answer: () => void): void {
  if (!logRequests) return answer();
  state.request.run({ id }, answer);
}

/** The state of each check, and whether the process is ready. */
async function runChecks(): Promise<Readiness> {
  const entries = [...state.checks];
  const outcomes: { ok: boolean; error?: unknown }[] = await Promise.all(
    entries.map(([, { check }]) =>
      within(CHECK_MS, Promise.resolve().then(check)).then(
        (result) => ({ ok: result !== false }),
        (error: unknown) => ({ ok: false, error }),
      ),
    ),
  );
  const okAt = (i: number) => outcomes[i]?.ok === true;
  const checks = Object.fromEntries(entries.map(([name], i) => [name, okAt(i) ? 'ok' : 'failing']));
  const ready = entries.every(([, { required }], i) => okAt(i) || !required);
  // A change of state is worth a line (why it fails is for the log, never for the answer); the same state
  // asked again is not, nor a check that is well from the first.
  for (const [i, [name]] of entries.entries()) {
    const { ok, error } = outcomes[i] ?? { ok: false };
    const before = lastStates.get(name);
    lastStates.set(name, ok);
    if (before === ok || (before === undefined && ok)) continue;
    if (ok) state.logger.info({ what: name }, 'readiness check ok again');
    else state.logger.warn({ what: name, ...(error === undefined ? {} : { error }) }, 'readiness check failing');
  }
  return { ready, body: { status: ready ? 'ready' : 'unready', checks } };
}

const lastStates = new Map<string, boolean>();
type Readiness = { ready: boolean; body: { status: string; checks: Record<string, string> } };
const latest: { at: number; result: Readiness | null; running: Promise<Readiness> | null } = {
  at: 0,
  result: null,
  running: null,
};

/** Whether the process is ready for traffic, with each check's state. */
export async function readiness(): Promise<Readiness> {
  if (state.stopping) return { ready: false, body: { status: 'stopping', checks: {} } };
  if (!state.registered) return { ready: false, body: { status: 'starting', checks: {} } };
  if (latest.result && performance.now() - latest.at < READY_CACHE_MS) return latest.result;
  latest.running ??= runChecks().then((result) => {
    Object.assign(latest, { at: performance.now(), result, running: null });
    return result;
  });
  return latest.running;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-request-id'];

/** Whether this request may read /metrics: with METRICS_TOKEN, whoever sends it; without, loopback not through a proxy. */
function mayScrape(req: IncomingMessage): boolean {
  const token = process.env.METRICS_TOKEN;
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !PROXY_HEADERS.some((h) => h in req.headers);
}

const fixedHeaders = new Map<string, Record<string, string>>();

/** What each answer of an address here carries: the build's headers for it (read once), and no-store. */
function fixedFor(path: string): Record<string, string> {
  let found = fixedHeaders.get(path);
  if (!found) {
    found = { ...builtHeadersFor(path), 'cache-control': 'no-store' };
    fixedHeaders.set(path, found);
  }
  return found;
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, {
    ...fixedFor(pathOf(res.req)),
    'content-type': type,
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The path of a request, without its query. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '';
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body));

/**
 * Answers /healthz, /readyz and /metrics, and says whether it did (false: the request is Next's).
 * Checked before anything else on every request, so it is a few character comparisons.
 */
export function answerOps(req: IncomingMessage, res: ServerResponse): boolean {
  const path = pathOf(req);
  if (path !== '/healthz' && path !== '/readyz' && path !== '/metrics') return false;
  const fixed = fixedFor(path);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...fixed, allow: 'GET, HEAD' }).end();
    return true;
  }
  if (path === '/healthz') {
    json(res, 200, { status: 'ok' });
    return true;
  }
  if (path === '/readyz') {
    // Run as a request of its own: a check's change of state is logged with the id of the request that saw it.
    state.request.run(
      { id: requestId(req) },
      () => void readiness().then(({ ready, body }) => json(res, ready ? 200 : 503, body)),
    );
    return true;
  }
  if (!state.metricsOn) {
    res.writeHead(404, fixed).end();
  } else if (!mayScrape(req)) {
    res.writeHead(403, fixed).end();
  } else {
    state.registry.metrics().then(
      (text) => send(res, 200, state.registry.contentType, text),
      (error: unknown) => {
        state.logger.error({ error }, 'metrics could not be collected');
        res.writeHead(500, fixed).end();
      },
    );
  }
  return true;
}

/** One line of console output (Next's own, a library's) as text: errors by their stack, e-mail addresses blotted out. */
function consoleText(args: unknown[]): string {
  const shown = args.map((arg) => {
    if (!(arg instanceof Error)) return arg;
    const { stack, message } = safeError(arg);
    return stack ?? message;
  });
  const text = typeof shown[0] === 'string' ? format(...shown) : shown.map((a) => inspect(a, { depth: 2 })).join(' ');
  return blotEmails(text);
}

/**
 * Everything the process writes with console (Next's own errors and warnings, a library's line) becomes a
 * JSON line of the logger at its level, with the request's id when written during one, and Node's own
 * warnings too: one format for every line the process writes. Called by the server before Next loads.
 */
export function sendConsoleToLog(): void {
  const levels: ['error' | 'warn' | 'info' | 'log' | 'debug' | 'trace', 'error' | 'warn' | 'info' | 'debug'][] = [
    ['error', 'error'],
    ['warn', 'warn'],
    ['info', 'info'],
    ['log', 'info'],
    ['debug', 'debug'],
    ['trace', 'debug'],
  ];
  for (const [method, level] of levels)
    console[method] = (...args: unknown[]) => {
      if (!state.logger.isLevelEnabled(level)) return;
      const digest = args.find(
        (a): a is Error & { digest: string } =>
          a instanceof Error && typeof (a as { digest?: unknown }).digest === 'string',
      );
      state.logger[level]({ source: 'console', ...(digest ? { digest: digest.digest } : {}) }, consoleText(args));
    };
  process.removeAllListeners('warning');
  process.on('warning', (warning) =>
    state.logger.warn({ source: 'node', what: warning.name }, blotEmails(String(warning.message))),
  );
}
