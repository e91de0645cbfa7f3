import { KEPT_FOR_LATER, type Transport } from '@/lib/api/client';
import { keepForLater, keepUntried } from './hand-over';
import { REPLAY_MESSAGE } from './names';
import type { SubmissionForm } from './refused';

/*
 * The page's side of the forms sent without signal. A form's post that got no reply (no network, or a
 * connection lost on the way) is handed to the service worker, which keeps it on the device with its
 * Idempotency-Key and sends it when the connection returns (lib/offline/worker.ts); the form then says so.
 * Without a worker controlling the page (a first visit, a browser without workers, the worker switched off)
 * nothing is kept and the form fails as it always did, its values kept for the visitor to send again.
 * The form names itself, its page and its language with what it hands over: should the server refuse it when
 * it is sent later, the worker keeps what was typed on the device and the site says so (lib/offline/refused.ts).
 * A form whose checks could not be downloaded hands its post over untried (keepOnly).
 */

/** Tells the worker the connection is back (or the page opened): send what it keeps. */
export function sendKept() {
  navigator.serviceWorker?.controller?.postMessage(REPLAY_MESSAGE);
}

/**
 * A transport for a form's posts: fetch, except that a post without a reply, which the worker keeps (with the
 * form it came from), fails with KEPT_FOR_LATER, which the client (lib/api/client.ts) gives as a result that
 * says so. A post that took too long, or that the page aborted, is not kept: the server may be slow, not out
 * of reach.
 */
export const keepingFetch =
  (form?: SubmissionForm): Transport =>
  async (url, init) => {
    try {
      return await fetch(url, init);
    } catch (error) {
      const name = (error as Error)?.name;
      if (name !== 'TypeError' || init.signal?.aborted) throw error;
      if (!(await keepForLater(url, init, form))) throw error;
      throw keptError();
    }
  };

/**
 * A transport for a form whose checks (the form kit) could not be downloaded: nothing is fetched, the post goes to
 * the worker untried and fails with KEPT_FOR_LATER once kept, as keepingFetch's; not kept (no worker took it, or
 * its body is files), it fails as a post without a reply.
 */
export const keepOnly =
  (form?: SubmissionForm): Transport =>
  async (url, init) => {
    if (!(await keepUntried(url, init, form))) throw new TypeError('Not kept: no service worker took it');
    throw keptError();
  };

function keptError() {
  const kept = new Error('Kept on this device until the connection returns');
  kept.name = KEPT_FOR_LATER;
  return kept;
}
