/*
 * What the process says about itself: one logger (pino, JSON lines on stdout), one metrics registry
 * (prom-client) and the readiness checks. Made once per process and kept on globalThis, so that the
 * server (server.ts), every server bundle of Next and the cache handlers (lib/platform/redis-cache-handler.ts),
 * each with its own copy of this module, write to the same logger and count into the same registry, the
 * one the server serves at /metrics (lib/platform/ops-server.ts).
 *
 * The logger takes a fixed message and a few named fields (`LogFields`, below), never a
 * request's body, a form's values or an address: nothing a visitor typed is ever written to a log. An
 * error is written as its name, code, message and stack (never the other properties a driver hangs on
 * it, such as PostgreSQL's `detail`, which quotes the row), with anything shaped like an e-mail address
 * blotted out.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import client from 'prom-client';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** What lib/services/submissions.ts counts a stored submission as. */
const SUBMISSION_KINDS = [
  'subscription',
  'waitlist',
  'testimony',
  'message',
  'donation',
  'order',
  'volunteer',
  'member',
  'champion',
  'craft_member',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/**
 * What a log line may carry beside its fixed message: the kind of thing it is about, never a visitor's
 * values. `error` is written as its name, code, message and stack, with e-mail addresses blotted out.
 */
export interface LogFields {
  error?: unknown;
  /** An API route as the router names it (`/suscribe/addSuscriber`), never with its query. */
  route?: string;
  method?: string;
  status?: number;
  /** What the line is about, from a fixed set (a check's name, a store's name). */
  what?: string;
  /** How many requests are under way (the server's drain). */
  underWay?: number;
}

type Write = (msg: string, fields?: LogFields) => void;

/** The level by environment: LOG_LEVEL, else info in production, debug in development, warn under Jest. */
function logLevel(env = process.env): LogLevel {
  const chosen =
    env.LOG_LEVEL || (env.NODE_ENV === 'development' ? 'debug' : env.NODE_ENV === 'test' ? 'warn' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(chosen))
    throw new Error(`Invalid environment:\n  LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')}`);
  return chosen as LogLevel;
}

/** Anything shaped like an e-mail address, in text that may quote one (an error's message, a library's line). */
const EMAIL = /[^\s@<>"'`()[\]{},;:/\\]+@[^\s@<>"'`()[\]{},;:/\\]+\.[A-Za-z]{2,}/g;
export const blotEmails = (text: string) => text.replace(EMAIL, '[e-mail]');

/** An error as a log line carries it. */
export interface SafeError {
  type?: string;
  name?: string;
  code?: string | number;
  message?: string;
  stack?: string;
  cause?: SafeError;
}

/** An error as a log line carries it: what it is and where it came from, nothing a driver attached. */
export function safeError(error: unknown, withStack = true): SafeError {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return {
    name: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: blotEmails(error.message),
    ...(withStack && error.stack ? { stack: blotEmails(error.stack) } : {}),
    // What lay under it (fetch's "fetch failed" over a refused connection), once, without its stack.
    ...(withStack && cause instanceof Error ? { cause: safeError(cause, false) } : {}),
  };
}

/** Resolves as `promise` does, or fails after `ms`: a check that hangs counts as failing. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Lines are written out once this many bytes wait, */
const WRITE_BYTES = 4096;
/** or once they have waited this long. */
const FLUSH_MS = 1000;

function make() {
  /*
   * The clock as Node has it. Next replaces the global Date with one whose every `Date.now()` asks its own
   * request stores whether a prerender is reading the time; the server loads this file before Next, so the
   * logger's timestamps skip that.
   */
  const wallClock = Date.now;
  const request = new AsyncLocalStorage<{ id: string }>();
  const plain = {
    level: logLevel(),
    base: { pid: process.pid },
    timestamp: () => `,"time":${wallClock()}`,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { error: safeError },
  };
  // Every line but a request's own takes the id of the request it is written during (server.ts runs each
  // request inside `request`).
  const options = {
    ...plain,
    mixin: () => {
      const current = request.getStore();
      return current ? { reqId: current.id } : {};
    },
  };
  // Written in the background (no write blocks a request), a few kilobytes at a time and at least every
  // FLUSH_MS, so that a busy process makes one write for many lines rather than one a line; what is still
  // buffered is written out when the process exits. Under Jest's browser environment pino is its console
  // build, which has no destination.
  const destination =
    typeof pino.destination === 'function'
      ? pino.destination({ dest: 1, sync: false, minLength: WRITE_BYTES, periodicFlush: FLUSH_MS })
      : undefined;
  const logger = destination ? pino(options, destination) : pino(options);
  // A request's own line (lib/platform/ops-server.ts) names its id itself, into the same output.
  const requestLogger = destination ? pino(plain, destination) : pino(plain);

  const metricsOn = process.env.METRICS !== '0';
  const registry = new client.Registry();
  const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers: [registry] });
  const metrics = {
    requests: counter('edu_http_requests_total', 'Requests answered, by route pattern, method and status.', [
      'route',
      'method',
      'status',
    ]),
    duration: new client.Histogram({
      name: 'edu_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being handed to the system, by route pattern.',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: counter(
      'edu_page_cache_total',
      "Pages answered from Next's cache (hit), stale while rendered again (stale), or rendered (miss).",
      ['result'],
    ),
    redisCache: counter('edu_redis_cache_gets_total', "Reads of Next's cache in Redis (REDIS_URL), by result.", [
      'result',
    ]),
    submissions: counter('edu_submissions_stored_total', 'Submissions stored durably, by kind.', ['kind']),
    formRefusals: counter('edu_form_refusals_total', 'Form submissions refused by the rate limit, by reason.', [
      'reason',
    ]),
    signInThrottled: counter('edu_sign_in_throttled_total', 'Sign-in attempts refused by the sign-in throttle.'),
    mailSent: counter('edu_mail_sent_total', 'E-mails the mail server accepted.'),
    mailRetried: counter('edu_mail_retried_total', 'E-mails the mail server refused for now, to be tried again.'),
    mailFailed: counter('edu_mail_failed_total', 'E-mails given up: refused for good, or too many times.'),
    nginxPurges: counter(
      'edu_nginx_purges_total',
      "Purges of nginx's copies after staff writes, by answer: removed (purged), none held (absent), or failed.",
      ['result'],
    ),
    nginxPurgeJobs: counter(
      'edu_nginx_purge_jobs_total',
      "Staff writes' purges of nginx's copies ended: every copy purged (done), or given up after their retries.",
      ['outcome'],
    ),
  };
  const mailWaiting: { read: (() => Promise<number>) | null } = { read: null };
  new client.Gauge({
    name: 'edu_mail_waiting',
    help: 'E-mails in the outbox not yet sent (due, waiting to be tried again, or being sent), read at each scrape.',
    registers: [registry],
    async collect() {
      if (!mailWaiting.read) return;
      // A database that does not answer within the scrape's patience reads as unknown (NaN), not as 0.
      this.set(await within(1000, mailWaiting.read()).catch(() => NaN));
    },
  });
  // Zero from the start, so that a rate over a series that has not moved yet reads 0, not nothing.
  for (const result of ['hit', 'stale', 'miss']) metrics.pageCache.inc({ result }, 0);
  for (const result of ['hit', 'miss', 'error']) metrics.redisCache.inc({ result }, 0);
  for (const reason of ['rate_limit', 'limiter_unavailable']) metrics.formRefusals.inc({ reason }, 0);
  for (const kind of SUBMISSION_KINDS) metrics.submissions.inc({ kind }, 0);
  for (const result of ['purged', 'absent', 'failed']) metrics.nginxPurges.inc({ result }, 0);
  for (const outcome of ['done', 'gave_up']) metrics.nginxPurgeJobs.inc({ outcome }, 0);
  if (metricsOn) client.collectDefaultMetrics({ register: registry });

  const at =
    (level: 'fatal' | 'error' | 'warn' | 'info' | 'debug'): Write =>
    (msg, fields) =>
      fields ? logger[level](fields, msg) : logger[level](msg);
  /** Whether anything is counted: METRICS on. */
  const counting = () => metricsOn;
  const when =
    <A extends unknown[]>(inc: (...args: A) => void) =>
    (...args: A) => {
      if (metricsOn) inc(...args);
    };

  return {
    request,
    logger,
    requestLogger,
    counting,
    /** The shared logger: a fixed message, and only the fields `LogFields` names. */
    log: { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') },
    /** Counts of what the app does. */
    count: {
      submissionStored: when((kind: SubmissionKind) => metrics.submissions.inc({ kind })),
      formRefused: when((reason: 'rate_limit' | 'limiter_unavailable') => metrics.formRefusals.inc({ reason })),
      signInThrottled: when(() => metrics.signInThrottled.inc()),
      mailSent: when(() => metrics.mailSent.inc()),
      mailRetried: when(() => metrics.mailRetried.inc()),
      mailFailed: when(() => metrics.mailFailed.inc()),
      redisCache: when((result: 'hit' | 'miss' | 'error') => metrics.redisCache.inc({ result })),
      /** One purge of a copy in nginx: removed, none held, or failed (lib/purge/nginx.ts). */
      nginxPurge: when((result: 'purged' | 'absent' | 'failed') => metrics.nginxPurges.inc({ result })),
      /** A staff write's purge ended: every copy purged, or given up after its retries (lib/purge/job.ts). */
      nginxPurgeJob: when((outcome: 'done' | 'gave_up') => metrics.nginxPurgeJobs.inc({ outcome })),
    },
    registry,
    metrics,
    metricsOn,
    mailWaiting,
    checks: new Map<string, { check: () => Promise<unknown>; required: boolean }>(),
    /** Set once the app has said which checks it has (instrumentation.ts); until then it is starting. */
    registered: false,
    stopping: false,
  };
}

const holder = globalThis as { __eduConnectObserve?: ReturnType<typeof make> };
export const state = (holder.__eduConnectObserve ??= make());

/**
 * The logger and the counts, the same objects whichever copy of this module hands them out (a test can
 * watch one). Nothing is counted with METRICS=0.
 */
export const { log, count } = state;

/** How many e-mails wait, read when /metrics is scraped (the embedded server's outbox). */
export function measureMailWaiting(read: () => Promise<number>): void {
  state.mailWaiting.read = read;
}

/**
 * A check /readyz runs: it resolves true when all is well, and false or a failure when not. A check
 * that is not `required` is reported without making the process unready.
 */
export function addReadinessCheck(
  name: string,
  check: () => Promise<unknown>,
  { required = true }: { required?: boolean } = {},
): void {
  state.checks.set(name, { check, required });
}

/** The app has added its checks: /readyz answers from them from now on. */
export function readinessChecksAdded(): void {
  state.registered = true;
}

/**
 * Whether the Redis client of Next's cache is connected now. It is made by lib/platform/redis-cache-handler.ts
 * when Next first uses its cache and kept on globalThis under this name.
 */
export const redisConnected = (): Promise<boolean> =>
  Promise.resolve((globalThis as { __eduConnectRedis?: { isReady?: boolean } }).__eduConnectRedis?.isReady === true);

/**
 * Runs `make` outside any request: what a process makes once (a connection, a client) is not part of the
 * request that happened to need it first, and its later lines (a connection lost) carry no request's id.
 */
export function outsideRequest<T>(make: () => T): T {
  return state.request.exit(make);
}

/** The process is stopping (SIGTERM): /readyz answers 503, so nothing new is sent its way. */
export function markStopping(): void {
  state.stopping = true;
}
