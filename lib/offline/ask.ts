/*
 * A page's questions to the service worker (lib/offline/worker.ts): a message and a port for the answer. Small
 * and free of the rest of the offline code, since the site's layout asks the worker on every page.
 */

/** How long a page waits for the worker's answer before taking the fallback. */
const ASK_TIMEOUT_MS = 3000;

/**
 * Sends `message` to the worker that controls the page and resolves with its answer on the port it is given;
 * with `fallback` when no worker controls the page or none answers in time.
 */
export function askWorker<T>(message: unknown, fallback: T): Promise<T> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(fallback), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<T>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data ?? fallback);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
