import { KEPT_FOR_LATER } from '@/lib/api/client';
import { KEEP_MESSAGE, type KeptSubmission, REPLAY_MESSAGE } from './names';

/*
 * The page's side of the forms sent without signal. A form's post that got no reply (no network, or a
 * connection lost on the way) is handed to the service worker, which keeps it on the device with its
 * Idempotency-Key and sends it when the connection returns (lib/offline/worker.ts); the form then says so.
 * Without a worker controlling the page (a first visit, a browser without workers, the worker switched off)
 * nothing is kept and the form fails as it always did, its values kept for the visitor to send again.
 */

/** How long a page waits for the worker to say it kept a submission. */
const KEEP_TIMEOUT_MS = 3000;

/** The text of a request's body, when it is text (a form's JSON); null for files or streams. */
function bodyText(body: RequestInit['body']): string | null {
  return typeof body === 'string' ? body : null;
}

/** Hands a post that got no reply to the worker; resolves whether the worker kept it. */
export function keepForLater(url: string, init: RequestInit): Promise<boolean> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  const body = bodyText(init.body);
  if (!worker || body === null || (init.method ?? 'GET').toUpperCase() !== 'POST') return Promise.resolve(false);
  const message: KeptSubmission = {
    type: KEEP_MESSAGE,
    url: new URL(url, location.href).href,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body,
  };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), KEEP_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ kept?: unknown }>) => {
      clearTimeout(timer);
      resolve(event.data?.kept === true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Tells the worker the connection is back (or the page opened): send what it keeps. */
export function sendKept() {
  navigator.serviceWorker?.controller?.postMessage(REPLAY_MESSAGE);
}

/**
 * fetch, except that a post without a reply, which the worker keeps, fails with KEPT_FOR_LATER, which the
 * client (lib/api/client.ts) gives as a result that says so. A post that took
 * too long, or that the page aborted, is not kept: the server may be slow, not out of reach.
 */
export async function keepingFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const name = (error as Error)?.name;
    if (name !== 'TypeError' || init.signal?.aborted) throw error;
    if (!(await keepForLater(url, init))) throw error;
    const kept = new Error('Kept on this device until the connection returns');
    kept.name = KEPT_FOR_LATER;
    throw kept;
  }
}
