/*
 * What a form does when its own code is out of reach, without the rest of the offline code (./hand-over.ts),
 * which the footer's newsletter form loads only when a worker is there to hand a post to.
 */

/** Whether a service worker controls the page: without one, nothing sent without signal can be kept. */
export const workerControls = () => typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/**
 * Without a worker (a first visit, a browser without workers, the worker switched off) a form whose code could not
 * be downloaded is posted by the browser itself, to the server action it carries for browsers without scripts
 * (lib/forms/submit-without-scripts.ts), when the browser thinks it has a connection. Not offline, where the
 * browser would leave the page for its error page, and not a form rendered by scripts, which carries no such
 * action (React writes a `javascript:` one): the form keeps what was typed instead. Returns whether it posted.
 */
export function postItself(form: HTMLFormElement | null | undefined): boolean {
  if (!form || !navigator.onLine || /^\s*javascript:/i.test(form.getAttribute('action') ?? '')) return false;
  HTMLFormElement.prototype.submit.call(form);
  return true;
}
