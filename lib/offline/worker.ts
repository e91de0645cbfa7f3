/// <reference lib="webworker" />
import {
  BackgroundSyncQueue,
  CacheFirst,
  ExpirationPlugin,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
  Serwist,
  StaleWhileRevalidate,
} from 'serwist';
import { IDEMPOTENCY_HEADER } from '@/lib/api/idempotency';
import { type Locale, localePath, splitLocale } from '@/lib/i18n/locales';
import {
  FRESH_SECONDS,
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
 * - A public page read once is kept (a cache per build, bounded in pages and bytes) and served from the
 *   device: younger than FRESH_SECONDS as it is, older also fetched again in the background. A page never
 *   read, asked without signal, is the offline page of its language, which lists the pages kept; the
 *   offline page of a language is fetched once a page of that language is read, not before.
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
const pages = new StaleWhileRevalidate(bounded(PAGES, keepablePages, PAGES_LIMIT));

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

/**
 * A public page: the kept copy if there is one (fetched again in the background once it is older than
 * FRESH_SECONDS), else the network, else the offline page of its language. A page read keeps its
 * language's offline page.
 */
async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  const { request, url, event } = options;
  event.waitUntil(keepOfflinePage(splitLocale(url.pathname).locale, event));
  const kept = await caches.match(request, { cacheName: PAGES });
  const age = Date.now() - Number(kept?.headers.get(KEPT_AT_HEADER) ?? 0);
  if (kept && age < FRESH_SECONDS * 1000) return kept;
  try {
    return await pages.handle({ request, event });
  } catch {
    return (await offlinePage(url)) ?? Response.error();
  }
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
 * it loads later (a picture scrolled into view, handed over as it loads). The page itself is fetched again.
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
    await pages.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event }).catch(() => null);
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
  if (REFUSED_QUESTIONS.has(type))
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

serwist.addEventListeners();
