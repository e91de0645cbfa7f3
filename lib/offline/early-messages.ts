/*
 * The service worker's messages to the page, heard from hydration on. The offline notices
 * (components/layout/offline-notices.tsx) load after the page's first scripts, so a message the worker sends
 * before they listen (a kept page's state, a refusal) is held here and taken by the notice it is for.
 */

/** How many early messages are held; the worker sends a page a few at most. */
const HELD_LIMIT = 20;

let held: { type?: unknown }[] | null = null;

const hold = (event: MessageEvent<{ type?: unknown } | null>) => {
  if (held && held.length < HELD_LIMIT && event.data) held.push(event.data);
};

/** Starts holding the worker's messages and lets the worker send them now (once a page). */
export function holdWorkerMessages() {
  if (held || !('serviceWorker' in navigator)) return;
  held = [];
  navigator.serviceWorker.addEventListener('message', hold);
  navigator.serviceWorker.startMessages();
}

/** The messages of `type` held so far, handed over once: whoever takes them listens for the later ones. */
export function takeHeld<T extends { type?: unknown }>(type: string): T[] {
  if (!held) return [];
  const taken = held.filter((data) => data.type === type);
  held = held.filter((data) => data.type !== type);
  return taken as T[];
}

/** Stops holding: every notice now listens for itself. */
export function endHolding() {
  if (!held) return;
  held = null;
  navigator.serviceWorker.removeEventListener('message', hold);
}
