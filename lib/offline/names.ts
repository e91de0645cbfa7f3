import { isSearch, SEARCH_ROUTES } from '@/lib/content/searches';
import { PREFIXED, splitLocale } from '@/lib/i18n/locales';
import type { SubmissionForm } from './refused';

/*
 * What the service worker (lib/offline/worker.ts) and the pages agree on: its address, its caches' names,
 * which requests it keeps, and the messages a page and the worker send each other. Free of the DOM and of
 * the worker's globals, so both sides import it, and so does Jest.
 */

/** The worker's address and scope: the whole site. Served by app/sw.js/route.ts. */
export const WORKER_PATH = '/sw.js';

/**
 * The pages a visitor read, one cache per build: a new build's worker deletes the caches of every other
 * build when it takes over, so no page of an old build is served after it.
 */
export const PAGES_CACHE_PREFIX = 'pages-';
export const pagesCache = (buildId: string) => `${PAGES_CACHE_PREFIX}${buildId}`;
/** The build's scripts, stylesheets and fonts a page loaded (content-named: one name is one content forever). */
export const STATIC_CACHE = 'static';
/** The site's pictures a page showed: uploads (/media) and the drawings of public/. */
export const PICTURES_CACHE = 'pictures';

/** How many pages, and how many bytes of them, a device keeps; past either, the least recently read go first. */
export const PAGES_LIMIT = { entries: 60, bytes: 8 * 1024 * 1024 };
export const STATIC_LIMIT = { entries: 200, bytes: 12 * 1024 * 1024 };
export const PICTURES_LIMIT = { entries: 80, bytes: 12 * 1024 * 1024 };

/**
 * How long a navigation waits for the server before the worker shows the page kept on the device: short
 * enough that on slow 4G the kept copy paints within the repeat visit's LCP budget, and the server's answer
 * then confirms or replaces it; a connection that answers within it shows the server's page at once. Chosen
 * from the repeat bench (docs/offline.md gives the figures).
 */
export const SERVER_WAIT_MS = 200;

/**
 * A page the server sent after its kept copy was shown is served from the device, without waiting again,
 * when the page reloads itself to show it within this many milliseconds (once).
 */
export const HANDOVER_MS = 30_000;

/**
 * Why the page a navigation shows is the device's copy: no connection, or a server that has not answered
 * within SERVER_WAIT_MS (the worker is still waiting).
 */
export type KeptReason = 'offline' | 'slow';

/**
 * What the worker says of the page it served to a window (KEPT_QUESTION, KEPT_STATE_MESSAGE): its kept copy,
 * saved (last confirmed by the server) at `savedAt`, and then, as the server answers, that it was current
 * or that a newer page is kept and the window may reload to show it (`changed`).
 */
export interface KeptState {
  reason: KeptReason;
  savedAt: number;
  outcome?: 'current' | 'changed';
}

/** A page asks, on the port it gives, how the worker served it: answered `{ state: KeptState | null }`. */
export const KEPT_QUESTION = 'kept-question';
/** The worker tells a window it served from the device what the server answered since: `{ type, state }`. */
export const KEPT_STATE_MESSAGE = 'kept-state';

/** The header the worker writes on a page it keeps: when, and how many bytes (the limit above counts them). */
export const KEPT_AT_HEADER = 'x-kept-at';
export const KEPT_BYTES_HEADER = 'x-kept-bytes';

/**
 * The offline page of each language. The worker keeps the one of each language a visitor read a page in
 * (the first when the page that registered it hands itself over), in a cache per build.
 */
export const OFFLINE_PATH = '/offline';
export const OFFLINE_CACHE_PREFIX = 'offline-';
export const offlineCache = (buildId: string) => `${OFFLINE_CACHE_PREFIX}${buildId}`;

/**
 * A path whose page the worker may keep: none of the console, the API, uploads, the build's files, files of
 * public/ (a dot in the last segment), nor the newsletter's pages, which act on a subscriber's signed link.
 */
const NOT_A_PUBLIC_PAGE = new RegExp(
  `^/(?:(?:${PREFIXED})/)?(?:admin|api|media|_next|newsletter)(?:/|$)|/[^/]*\\.[^/]*$`,
);

/** The longest search kept on a device: the search boxes take any length, a kept page need not. */
export const MAX_KEPT_SEARCH = 100;

/**
 * Whether an address's query is one the site's own search boxes make (components/eduafrica/course-search.tsx,
 * components/acn/post-search.tsx): a searchable list's path in any language, with `q` alone, once, not blank
 * and not long. Those are the site's only GET forms whose answer is a page of public content; the others carry
 * a form's choice to a form's page (`?type=`), and every other query may carry a token from an e-mail.
 */
export function isPublicSearch(url: URL): boolean {
  const names = [...url.searchParams.keys()];
  if (names.length !== 1 || names[0] !== 'q') return false;
  const q = url.searchParams.get('q');
  return isSearch(q) && q.length <= MAX_KEPT_SEARCH && Object.hasOwn(SEARCH_ROUTES, splitLocale(url.pathname).path);
}

/**
 * Whether the worker may keep the page at this address: the site's own origin, a public page's path, and no
 * query but a search of the site's own (isPublicSearch): any other query may carry what a visitor typed into
 * a form or a token from an e-mail.
 */
export function isKeepablePage(url: URL, origin: string): boolean {
  return url.origin === origin && (url.search === '' || isPublicSearch(url)) && !NOT_A_PUBLIC_PAGE.test(url.pathname);
}

/**
 * A response the worker may keep: a whole page (200, HTML) that no one marked private or not to be stored.
 * Set-Cookie is a reply for one visitor. A search (`search`, its address passed isPublicSearch) is rendered
 * per request, which Next marks `private, no-store` on every such page; it reads nothing but its query, so
 * that mark is not read there.
 */
export function isKeepableResponse(response: Response, search = false): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (!search && /\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return !response.headers.has('set-cookie');
}

/**
 * A kept page the site has withdrawn: 404 or 410, or one that now leads elsewhere (a redirect followed, or,
 * for a navigation, which the worker fetches without following, the redirect itself). A 304 confirms the copy.
 */
export const isWithdrawn = (response: Response) =>
  response.status === 404 ||
  response.status === 410 ||
  response.redirected ||
  response.type === 'opaqueredirect' ||
  (response.status >= 300 && response.status < 400 && response.status !== 304);

/** A static file of the build (content-named) or one of the site's pictures the worker may keep. */
export const isBuildFile = (url: URL, origin: string) =>
  url.origin === origin && url.pathname.startsWith('/_next/static/');
export const isPicture = (url: URL, origin: string) =>
  url.origin === origin && url.search === '' && /^\/(?:media|images|icons)\//.test(url.pathname);

/** A page asks the worker to keep a submission sent without signal; the worker answers on the port it is given. */
export const KEEP_MESSAGE = 'keep-submission';
/**
 * A page the worker did not serve (the first one, read before the worker was installed) hands it its address
 * and the build's files and pictures it loaded, for the worker to keep as if it had served them; then, as
 * they load, those it loads later (a picture scrolled into view), at most LATER_FILES_LIMIT of them.
 */
export const KEEP_PAGE_MESSAGE = 'keep-page';
/** The most addresses the worker reads of one such message. */
export const KEEP_PAGE_URLS = 100;
/** The most addresses a page hands over after its first message: as many as the pictures' cache keeps. */
export const LATER_FILES_LIMIT = PICTURES_LIMIT.entries;
export interface KeptPageMessage {
  type: typeof KEEP_PAGE_MESSAGE;
  urls: string[];
}

/** A page tells the worker the connection is back (or that it was opened): send what is kept. */
export const REPLAY_MESSAGE = 'send-kept';
/** The Background Sync queue of the kept submissions (its tag is Serwist's prefix and this name). */
export const SUBMISSIONS_QUEUE = 'submissions';
/** How long a kept submission waits for a connection, in minutes: the server keeps a key this long (a week). */
export const SUBMISSION_RETENTION_MINUTES = 7 * 24 * 60;
/** The largest submission kept on a device: the text forms' limit (proxy.ts); files are not kept. */
export const MAX_KEPT_BYTES = 256 * 1024;

/**
 * What a page hands the worker to keep: a same-origin POST to /api with its Idempotency-Key, as text, and
 * which form it came from (lib/offline/refused.ts), for the notice should the server refuse it later.
 */
export interface KeptSubmission {
  type: typeof KEEP_MESSAGE;
  url: string;
  headers: Record<string, string>;
  body: string;
  form?: SubmissionForm;
}

/** The worker tells the site's open pages it kept a refusal: they ask for the notice (REFUSED_LIST). */
export const REFUSED_MESSAGE = 'submission-refused';
/** A page asks the worker, on the port it gives, which refusals it has not shown yet: `{ refused: RefusedSummary[] }`. */
export const REFUSED_LIST = 'refused-list';
/** A page showed the notice of these refusals: `{ type, ids }`. */
export const REFUSED_NOTICED = 'refused-noticed';
/**
 * A form's page asks, on the port it gives, for what was typed into it when a refusal of that form sent from
 * that page is kept: `{ type, name, page }`, answered `{ values }` (or `{ values: null }`), the record deleted.
 */
export const REFUSED_TAKE = 'refused-take';

/**
 * Whether the worker takes a submission to keep: a POST to the site's own /api, whose body is text within
 * the limit, carrying an Idempotency-Key, so that however often it is sent the server stores it once.
 */
export function isKeepableSubmission(message: unknown, origin: string, keyHeader: string): message is KeptSubmission {
  if (!message || typeof message !== 'object') return false;
  const { type, url, headers, body } = message as Partial<KeptSubmission>;
  if (type !== KEEP_MESSAGE || typeof url !== 'string' || typeof body !== 'string') return false;
  if (!headers || typeof headers !== 'object') return false;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  const key = Object.entries(headers).find(([name]) => name.toLowerCase() === keyHeader.toLowerCase())?.[1];
  return (
    target.origin === origin &&
    target.pathname.startsWith('/api/') &&
    typeof key === 'string' &&
    key.length > 0 &&
    new TextEncoder().encode(body).length <= MAX_KEPT_BYTES
  );
}
