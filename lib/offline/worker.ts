/// <reference lib="webworker" />
import {
  BackgroundSyncQueue,
  CacheFirst,
  ExpirationPlugin,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
  Serwist,
  Strategy,
  type StrategyHandler,
} from 'serwist';
import { IDEMPOTENCY_HEADER } from '@/lib/api/idempotency';
import { type Locale, localePath, splitLocale } from '@/lib/i18n/locales';
import {
  HANDOVER_MS,
  isBuildFile,
  isKeepablePage,
  isKeepableResponse,
  isKeepableSubmission,
  isPicture,
  isPublicSearch,
  isWithdrawn,
  KEEP_MESSAGE,
  KEEP_PAGE_MESSAGE,
  KEEP_PAGE_URLS,
  type KeptPageMessage,
  KEPT_AT_HEADER,
  KEPT_QUESTION,
  type KeptReason,
  type KeptState,
  KEPT_STATE_MESSAGE,
  KEPT_BYTES_HEADER,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_PATH,
  offlineCache,
  PAGES_CACHE_PREFIX,
  PAGES_LIMIT,
  pagesCache,
  PICTURES_CACHE,
  PICTURES_LIMIT,
  REFUSED_LIST,
  REFUSED_MESSAGE,
  REFUSED_NOTICED,
  REFUSED_TAKE,
  REPLAY_MESSAGE,
  SERVER_WAIT_MS,
  STATIC_CACHE,
  STATIC_LIMIT,
  SUBMISSION_RETENTION_MINUTES,
  SUBMISSIONS_QUEUE,
} from './names';
import { isRefusal, isSubmissionForm, recordFor, refusedRecord, toDelete, toNotice } from './refused';
import { allRefused, deleteRefused, putRefused } from './refused-store';

/*
 * The site's service worker, built by scripts/build-worker.ts after `next build` (esbuild, with Serwist's
 * library compiled in) and served at /sw.js by app/sw.js/route.ts.
 *
 * - Installed, it keeps the build's scripts every page starts with (precache: the page that registered it
 *   loaded them, so the browser's cache hands them over), and takes over at once (skipWaiting,
 *   clientsClaim): a new build's worker serves the next navigation, and drops the pages the old build's
 *   worker kept.
 * - A public page read once is kept (a cache per build, bounded in pages and bytes). Every navigation asks the
 *   server, with the kept copy's validator, so an unchanged page costs a 304; the kept copy is shown when
 *   there is no connection, or when the server has not answered within SERVER_WAIT_MS, and the window is
 *   then told what the server answers (components/layout/kept-notice.tsx shows why and when it was saved,
 *   and reloads for a newer page). A page never read, asked without signal, is the offline page of its
 *   language, which lists the pages kept; the offline page of a language is fetched once a page of that
 *   language is read, not before.
 * - A staff write in the console drops the pages this device kept: staff see their change in their own
 *   browser even where the kept copy would be shown.
 * - The build's files a page loaded, and the pictures it showed, are kept too (bounded), so a kept page
 *   reads whole offline.
 * - Never kept: the console, /api, uploads asked with a query, answers to anything but GET, a page asked with
 *   a query other than a search of the site's own (isPublicSearch), one marked private or no-store, or
 *   anything from another origin.
 * - A form sent without signal is handed over by its page (lib/offline/keep.ts) with its Idempotency-Key,
 *   kept in IndexedDB, and sent when the connection returns: a Background Sync event where the browser has
 *   it, else when a page says it is online again or is opened, and at the worker's start. One the server
 *   refuses then (a 4xx) is kept on the device with the form it came from (lib/offline/refused.ts), for a
 *   week, and the site's open pages are told: they show a notice, and the form's page fills it in again.
 */

declare const self: ServiceWorkerGlobalScope;
/** Filled in by scripts/build-worker.ts. */
declare const BUILD_ID: string;
declare const PRECACHE: PrecacheEntry[];

const origin = self.location.origin;
const PAGES = pagesCache(BUILD_ID);
const OFFLINE = offlineCache(BUILD_ID);

/**
 * Keeps a cache within a number of bytes: each response is stored with its size in a header, and the
 * entries written longest ago go first (a cache lists its keys in the order they were written; a page
 * refreshed is written again). Serwist's ExpirationPlugin bounds the count; this bounds the bytes.
 */
function bytesLimit(cacheName: string, maxBytes: number): SerwistPlugin {
  let trimming = Promise.resolve();
  const trim = async () => {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    const sizes = await Promise.all(
      keys.map(async (key) => Number((await cache.match(key))?.headers.get(KEPT_BYTES_HEADER) ?? 0)),
    );
    let total = sizes.reduce((a, b) => a + b, 0);
    for (let i = 0; i < keys.length && total > maxBytes; i++) {
      await cache.delete(keys[i]!);
      total -= sizes[i]!;
    }
  };
  return {
    async cacheWillUpdate({ response }) {
      const body = await response.clone().arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set(KEPT_BYTES_HEADER, String(body.byteLength));
      headers.set(KEPT_AT_HEADER, String(Date.now()));
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
    cacheDidUpdate() {
      trimming = trimming.then(trim, trim);
      return trimming;
    },
  };
}

/**
 * Only what isKeepableResponse allows goes into the pages' cache; a page the site no longer has (404, 410)
 * or that now leads elsewhere leaves it, so a page staff withdrew is not shown again from the device.
 */
const keepablePages: SerwistPlugin = {
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(isKeepableResponse(response, isPublicSearch(new URL(request.url))) ? response : null),
  fetchDidSucceed: async ({ request, response }) => {
    if (isWithdrawn(response)) await (await caches.open(PAGES)).delete(request, { ignoreVary: true });
    return response;
  },
};

/** Only a whole good answer of the site's own goes into the files' and pictures' caches. */
const goodAnswers: SerwistPlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 &&
        response.type === 'basic' &&
        !/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
        ? response
        : null,
    ),
};

/**
 * What every cache of the worker is kept by: which answers it takes (`admit`), then at most `limit`'s
 * entries and bytes, the oldest leaving first.
 */
const bounded = (cacheName: string, admit: SerwistPlugin, limit: { entries: number; bytes: number }) => ({
  cacheName,
  plugins: [
    admit,
    new ExpirationPlugin({ maxEntries: limit.entries, purgeOnQuotaError: true }),
    bytesLimit(cacheName, limit.bytes),
  ],
});

const buildFiles = new CacheFirst(bounded(STATIC_CACHE, goodAnswers, STATIC_LIMIT));
const pictures = new CacheFirst(bounded(PICTURES_CACHE, goodAnswers, PICTURES_LIMIT));

/** The kept copy of a page, confirmed by the server just now: written again with the time it was confirmed. */
async function confirmed(request: Request, kept: Response): Promise<Response> {
  const headers = new Headers(kept.headers);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  const body = await kept.arrayBuffer();
  const copy = new Response(body, { status: kept.status, statusText: kept.statusText, headers });
  await (await caches.open(PAGES)).put(request, copy.clone());
  return copy;
}

/**
 * A page as the server has it now. The server is asked every time, never through the browser's HTTP cache,
 * with the kept copy's validator: a 304 gives the kept copy back (written again with the time it was
 * confirmed); a page is kept if keepablePages takes it, and one the site withdrew leaves the device. Rejects
 * when there is no connection.
 */
class ServerPage extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await caches.match(request, { cacheName: PAGES });
    const tag = kept?.headers.get('etag');
    const headers = new Headers(request.headers);
    if (tag) headers.set('if-none-match', tag);
    const response = await handler.fetch(new Request(request, { headers, cache: 'no-store' }));
    if (response.status === 304 && kept) return confirmed(request, kept);
    await handler.cachePut(request, response.clone());
    return response;
  }
}
const serverPages = new ServerPage(bounded(PAGES, keepablePages, PAGES_LIMIT));

/**
 * The page a window loaded before this worker served it, kept as the browser's HTTP cache holds it: the
 * window just downloaded it, so that copy is the server's, and keeping it costs no data. Fetched from the
 * server only when the browser kept none.
 */
class DownloadedPage extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const response = await handler.fetch(new Request(request, { cache: 'force-cache' }));
    await handler.cachePut(request, response.clone());
    return response;
  }
}
const downloadedPages = new DownloadedPage(bounded(PAGES, keepablePages, PAGES_LIMIT));

/**
 * Keeps a build file or a picture at this address through its strategy, unless a cache holds it already
 * (the precache included). Resolves either way.
 */
async function keepFile(url: URL, event: ExtendableEvent): Promise<void> {
  const strategy = isBuildFile(url, origin) ? buildFiles : isPicture(url, origin) ? pictures : null;
  if (!strategy || (await caches.match(url.href))) return;
  await strategy.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event }).catch(() => null);
}

/**
 * Keeps the offline page of this page's language, once per build, with the scripts and stylesheets it names
 * (most are the ones every page starts with, which a cache holds already). Asked when a page of that
 * language is read, so a visitor's device keeps only their languages' offline pages.
 */
const offlineKept = new Map<Locale, Promise<void>>();
function keepOfflinePage(locale: Locale, event: ExtendableEvent): Promise<void> {
  const address = localePath(locale, OFFLINE_PATH);
  const keep = async () => {
    const cache = await caches.open(OFFLINE);
    if (await cache.match(address)) return;
    const response = await fetch(address, { credentials: 'same-origin', cache: 'no-cache' });
    if (!isKeepableResponse(response)) throw new Error('The offline page could not be read');
    const html = await response.clone().text();
    const files = [
      ...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"?]+\.js)"[^>]*>/g),
      ...html.matchAll(/<link[^>]+href="(\/_next\/static\/[^"?]+\.css)"[^>]*>/g),
    ]
      .filter(([tag]) => !/\bnomodule\b/i.test(tag))
      .map(([, src]) => new URL(src!, origin));
    for (const file of files) await keepFile(file, event);
    await cache.put(address, response);
  };
  let kept = offlineKept.get(locale);
  if (!kept) {
    // Tried again at the next page of that language when it failed (no signal).
    kept = keep().catch(() => void offlineKept.delete(locale));
    offlineKept.set(locale, kept);
  }
  return kept;
}

/** The offline page of a page's language; another language's if that one is not kept (read without signal). */
async function offlinePage(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE);
  const own = await cache.match(localePath(splitLocale(url.pathname).locale, OFFLINE_PATH));
  if (own) return own;
  const [any] = await cache.keys();
  return any ? cache.match(any) : undefined;
}

/** What each window the worker served from the device was told: by client id, for the page's question. */
const keptStates = new Map<string, KeptState & { at: number }>();
/** Pages the server sent after their kept copy was shown: the window's reload takes them without waiting. */
const handovers = new Map<string, number>();
/** How long the worker remembers what it told a window: the page asks once it has loaded. */
const STATE_MS = 5 * 60_000;

/** Remembers what the window `clientId` was served and tells it, once it exists, what changed since. */
async function tellWindow(clientId: string, state: KeptState) {
  const now = Date.now();
  for (const [id, kept] of keptStates) if (now - kept.at > STATE_MS) keptStates.delete(id);
  keptStates.set(clientId, { ...state, at: now });
  if (state.outcome) (await self.clients.get(clientId))?.postMessage({ type: KEPT_STATE_MESSAGE, state });
}

const keptAt = (kept: Response) => Number(kept.headers.get(KEPT_AT_HEADER) ?? 0);
const wait = (ms: number) => new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), ms));

/**
 * A public page: what the server has now (ServerPage), unless it cannot be asked or has not answered within
 * SERVER_WAIT_MS while the device keeps a copy: that copy is shown then, and the window is told why and
 * when it was saved, and, once the server answers, whether it was current or a newer page is kept for it.
 * A page the window reloads to show that newer page is served from the device (HANDOVER_MS). Never read
 * and no connection: the offline page of its language. A page read keeps its language's offline page.
 */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const { request, url, event } = options;
  event.waitUntil(keepOfflinePage(splitLocale(url.pathname).locale, event));
  const kept = await caches.match(request, { cacheName: PAGES });
  const handedAt = handovers.get(url.href);
  handovers.delete(url.href);
  if (kept && handedAt !== undefined && Date.now() - handedAt < HANDOVER_MS) return kept;
  const answer = serverPages.handle({ request, event });
  if (!kept) return answer.catch(async () => (await offlinePage(url)) ?? Response.error());
  const first = await Promise.race([
    answer.then(
      () => 'answered' as const,
      () => 'offline' as const,
    ),
    wait(SERVER_WAIT_MS),
  ]);
  if (first === 'answered') return answer;
  const clientId = (event as FetchEvent).resultingClientId;
  const reason: KeptReason = first;
  const state: KeptState = { reason, savedAt: keptAt(kept) };
  await tellWindow(clientId, state);
  if (reason === 'slow')
    event.waitUntil(
      answer.then(
        async (response) => {
          const current =
            response.headers.get('etag') !== null && response.headers.get('etag') === kept.headers.get('etag');
          if (!current) handovers.set(url.href, Date.now());
          await tellWindow(clientId, { ...state, outcome: current ? 'current' : 'changed' });
        },
        () => tellWindow(clientId, { ...state, reason: 'offline' }),
      ),
    );
  return kept;
}

const serwist = new Serwist({
  precacheEntries: PRECACHE,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  // A navigation answered from the device needs no request; a preload would send one anyway.
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        request.method === 'GET' &&
        request.mode === 'navigate' &&
        !request.headers.has('rsc') &&
        isKeepablePage(url, origin),
      handler: page,
    },
    { matcher: ({ request, url }) => request.method === 'GET' && isBuildFile(url, origin), handler: buildFiles },
    {
      matcher: ({ request, url }) =>
        request.method === 'GET' && request.destination === 'image' && isPicture(url, origin),
      handler: pictures,
    },
  ],
});

// A new build's worker drops the pages and offline pages every other build's worker kept: their scripts may be gone.
const ofOtherBuild = (name: string) =>
  (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES) ||
  (name.startsWith(OFFLINE_CACHE_PREFIX) && name !== OFFLINE);
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(ofOtherBuild).map((n) => caches.delete(n)))));
});

/**
 * Keeps the page a visitor read before this worker served them, its language's offline page, and the files
 * and pictures it loaded (the browser's HTTP cache holds those: fetching them again costs no data), also those
 * it loads later (a picture scrolled into view, handed over as it loads). The page itself is taken from the
 * browser's HTTP cache, which holds the copy the window just loaded (DownloadedPage).
 */
async function keepPage(message: KeptPageMessage, event: ExtendableEvent) {
  for (const raw of message.urls.slice(0, KEEP_PAGE_URLS)) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (!isKeepablePage(url, origin)) {
      await keepFile(url, event);
      continue;
    }
    await keepOfflinePage(splitLocale(url.pathname).locale, event);
    if (await caches.match(url.href, { cacheName: PAGES })) continue;
    await downloadedPages
      .handle({ request: new Request(url.href, { credentials: 'same-origin' }), event })
      .catch(() => null);
  }
}

/** How long a kept submission's send may take before it is put back for the next round (its key makes a resend one row). */
const SEND_TIMEOUT_MS = 30_000;

/** Whether a reply means the submission arrived: anything but no reply, an overloaded or failing server. */
const arrived = (response: Response) => response.status < 500 && response.status !== 429 && response.status !== 408;

/**
 * Keeps what was typed into a submission the server refused, with the form its page named (none: a page of an
 * older build, which named none, and nothing to show), and tells the site's open pages.
 */
async function keepRefusal(entry: { request: Request; metadata?: Record<string, unknown> }) {
  const form = entry.metadata?.form;
  const id = entry.request.headers.get(IDEMPOTENCY_HEADER);
  if (!isSubmissionForm(form) || !id) return;
  const now = Date.now();
  await putRefused(refusedRecord(id, form, await entry.request.clone().text(), now));
  await deleteRefused(toDelete(await allRefused(), now));
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage({ type: REFUSED_MESSAGE });
}

/**
 * Sends the kept submissions in order. One that gets no reply, or a reply that it was not taken in, is
 * put back first and the round stops, to be tried at the next sync or page. One refused for good (a 4xx)
 * leaves the queue, since it would be refused again, and what was typed is kept for the visitor. Rounds
 * never overlap: a sync event and a page's word arriving together send each submission once.
 */
let round: Promise<void> = Promise.resolve();
function sendKept(queue: BackgroundSyncQueue): Promise<void> {
  const send = async () => {
    let entry;
    while ((entry = await queue.shiftRequest())) {
      let response: Response | undefined;
      try {
        // Bounded: the entry is out of the queue while it is sent, and a worker stopped mid-send would lose it.
        response = await fetch(entry.request.clone(), { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      } catch {
        response = undefined;
      }
      if (!response || !arrived(response)) {
        await queue.unshiftRequest(entry);
        throw new Error('A kept submission could not be sent yet');
      }
      if (isRefusal(response.status)) await keepRefusal(entry).catch(() => undefined);
    }
  };
  const next = round.then(send, send);
  round = next.catch(() => undefined);
  return next;
}

// Without Background Sync the queue is sent when the worker starts; a failure there waits for a page's word.
const submissions = new BackgroundSyncQueue(SUBMISSIONS_QUEUE, {
  maxRetentionTime: SUBMISSION_RETENTION_MINUTES,
  onSync: ({ queue }) => ('sync' in self.registration ? sendKept(queue) : sendKept(queue).catch(() => undefined)),
});

/**
 * Keeps a submission a page hands over, once per Idempotency-Key (a second tap hands the same one again),
 * and answers the page on its port. One at a time, so two taps cannot both find the key absent.
 */
let keeping: Promise<unknown> = Promise.resolve();
function keep(message: unknown, port: MessagePort | undefined): Promise<unknown> {
  const store = async () => {
    let kept = false;
    try {
      if (isKeepableSubmission(message, origin, IDEMPOTENCY_HEADER)) {
        const key = (headers: Headers) => headers.get(IDEMPOTENCY_HEADER);
        const request = new Request(new URL(message.url, origin), {
          method: 'POST',
          headers: message.headers,
          body: message.body,
          credentials: 'same-origin',
        });
        const waiting = await submissions.getAll();
        // The form it came from, for the notice should the server refuse it (none if the page named none).
        const metadata = isSubmissionForm(message.form) ? { form: message.form } : undefined;
        if (!waiting.some((entry) => key(entry.request.headers) === key(request.headers)))
          await submissions.pushRequest({ request, metadata });
        kept = true;
      }
    } finally {
      port?.postMessage({ kept });
    }
  };
  keeping = keeping.then(store, store);
  return keeping;
}

/**
 * Answers a page about the refusals kept (lib/offline/refused.ts): which it has not shown yet (REFUSED_LIST),
 * that it showed these (REFUSED_NOTICED), and what was typed into its form (REFUSED_TAKE, the record deleted
 * once handed over). Expired records go at each question. A failure answers as if none were kept.
 */
async function answerRefused(data: { type: string } & Record<string, unknown>, port: MessagePort | undefined) {
  const now = Date.now();
  try {
    const records = await allRefused();
    const expired = toDelete(records, now);
    if (expired.length > 0) await deleteRefused(expired);
    if (data.type === REFUSED_LIST) port?.postMessage({ refused: toNotice(records, now) });
    else if (data.type === REFUSED_NOTICED && Array.isArray(data.ids)) {
      for (const record of records)
        if (data.ids.includes(record.id) && !record.noticed) await putRefused({ ...record, noticed: true });
    } else if (data.type === REFUSED_TAKE && typeof data.name === 'string' && typeof data.page === 'string') {
      const record = recordFor(records, data.name, data.page, now);
      if (record) await deleteRefused([record.id]);
      port?.postMessage({ values: record?.values ?? null });
    }
  } catch {
    port?.postMessage(data.type === REFUSED_LIST ? { refused: [] } : { values: null });
  }
}

const REFUSED_QUESTIONS = new Set<unknown>([REFUSED_LIST, REFUSED_NOTICED, REFUSED_TAKE]);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  const type = (data as { type?: unknown } | null)?.type;
  if (type === KEPT_QUESTION) {
    const id = (event.source as Client | null)?.id;
    const kept = id ? keptStates.get(id) : undefined;
    event.ports[0]?.postMessage({
      state: kept ? { reason: kept.reason, savedAt: kept.savedAt, outcome: kept.outcome } : null,
    });
  } else if (REFUSED_QUESTIONS.has(type))
    event.waitUntil(answerRefused(data as { type: string } & Record<string, unknown>, event.ports[0]));
  else if (data === REPLAY_MESSAGE) event.waitUntil(sendKept(submissions).catch(() => undefined));
  else if ((data as { type?: unknown } | null)?.type === KEEP_MESSAGE)
    event.waitUntil(keep(data, event.ports[0]).catch(() => undefined));
  else if ((data as { type?: unknown } | null)?.type === KEEP_PAGE_MESSAGE) {
    const { urls } = data as Partial<KeptPageMessage>;
    if (Array.isArray(urls) && urls.every((u) => typeof u === 'string'))
      event.waitUntil(keepPage({ type: KEEP_PAGE_MESSAGE, urls }, event));
  }
});

/*
 * A staff write (the console's forms post to its own pages) drops every page this device kept, so that staff
 * see their change in their own browser even where the kept copy would be shown (a slow or lost connection).
 * Added before Serwist's listener, and answering nothing: the write goes to the server as it is.
 */
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const url = new URL(request.url);
  if (url.origin === origin && /^\/admin(?:\/|$)/.test(url.pathname)) event.waitUntil(caches.delete(PAGES));
});

serwist.addEventListeners();
