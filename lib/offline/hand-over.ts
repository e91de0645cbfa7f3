import { IDEMPOTENCY_HEADER, keyHeaderValue, newKey } from '@/lib/api/idempotency';
import { askWorker } from './ask';
import { KEEP_MESSAGE, type KeptSubmission, REFUSED_TAKE, REPLAY_MESSAGE } from './names';
import type { RefusedRecord, SubmissionForm } from './refused';

export { postItself, workerControls } from './code-out-of-reach';

/*
 * How a page hands the service worker a submission to keep (lib/offline/worker.ts keeps it on the device with
 * its Idempotency-Key and sends it when the connection returns), and what a form does whose own code could not
 * be downloaded, there being no signal (the footer's newsletter form's lazy part, a form's checks): it hands
 * over what was typed as its scripted part would have posted it, and the server checks it when the worker
 * sends it; a refusal then shows the refused notice (lib/offline/refused.ts) and the form, on its page, is filled
 * in again (takeRefused). Small and free of the API client, since the footer's newsletter form, on every page,
 * imports it.
 */

/** The text of a request's body, when it is text (a form's JSON); null for files or streams. */
function bodyText(body: RequestInit['body']): string | null {
  return typeof body === 'string' ? body : null;
}

/** Hands a post to the worker, with the form it came from; resolves whether the worker kept it. */
export async function keepForLater(url: string, init: RequestInit, form?: SubmissionForm): Promise<boolean> {
  const body = bodyText(init.body);
  if (body === null || (init.method ?? 'GET').toUpperCase() !== 'POST') return false;
  const message: KeptSubmission = {
    type: KEEP_MESSAGE,
    url: new URL(url, location.href).href,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body,
    ...(form ? { form } : {}),
  };
  const answer = await askWorker<{ kept?: unknown }>(message, { kept: false });
  return answer.kept === true;
}

/**
 * Hands the worker a post the page never tried, its form's code being out of reach. Should the browser think it
 * has a connection (the file was missing, not the signal), the worker is asked to send it at once.
 */
export async function keepUntried(url: string, init: RequestInit, form?: SubmissionForm): Promise<boolean> {
  const kept = await keepForLater(url, init, form);
  if (kept && navigator.onLine) navigator.serviceWorker?.controller?.postMessage(REPLAY_MESSAGE);
  return kept;
}

/**
 * A form's values, never sent, handed to the worker as the scripted form posts them (lib/api/client.ts): JSON to
 * `/api` and `path` (lib/api/submissions.ts), with a new Idempotency-Key. Resolves whether the worker kept it.
 */
export const keepUnsent = (path: string, body: object, form: SubmissionForm) =>
  keepUntried(
    `/api${path}`,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: keyHeaderValue(newKey()),
      },
      body: JSON.stringify(body),
    },
    form,
  );

/**
 * What was typed into this form on this page, when the server refused it after the device sent it later
 * (lib/offline/refused.ts); the worker deletes its record as it hands it over. Null when there is none.
 */
export async function takeRefused(name: string, page: string): Promise<RefusedRecord['values'] | null> {
  const answer = await askWorker<{ values?: RefusedRecord['values'] | null }>(
    { type: REFUSED_TAKE, name, page },
    { values: null },
  );
  return answer.values && typeof answer.values === 'object' ? answer.values : null;
}
