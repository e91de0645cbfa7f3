'use client';

import { useEffect } from 'react';
import {
  KEEP_PAGE_MESSAGE,
  type KeptPageMessage,
  LATER_FILES_LIMIT,
  REPLAY_MESSAGE,
  WORKER_PATH,
} from '@/lib/offline/names';

/** Tells the worker to send the submissions it keeps (lib/offline/worker.ts): the page opened, or the connection returned. */
const sendKept = () => navigator.serviceWorker.controller?.postMessage(REPLAY_MESSAGE);

/** How long the page gathers the files it loads later before handing them over in one message. */
const LATER_BATCH_MS = 500;

const sameOrigin = (url: string) => url.startsWith(`${location.origin}/`);

/**
 * A page the worker did not serve hands it its address and the same-origin files it loaded, so that the
 * first page a visitor reads is kept too (the worker filters what it keeps). What the page loads afterwards
 * (a lazy picture scrolled into view) is handed over as it loads, in batches, at most LATER_FILES_LIMIT
 * addresses: the page is not the worker's, which never sees those requests.
 */
async function keepThisPage(): Promise<() => void> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return () => undefined;
  const handed = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter(sameOrigin),
  );
  const first: KeptPageMessage = {
    type: KEEP_PAGE_MESSAGE,
    urls: [location.pathname + location.search, ...handed],
  };
  worker.postMessage(first);
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  let later: string[] = [];
  let left = LATER_FILES_LIMIT;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (later.length > 0) worker.postMessage({ type: KEEP_PAGE_MESSAGE, urls: later } satisfies KeptPageMessage);
    later = [];
  };
  const observer = new PerformanceObserver((list) => {
    for (const { name } of list.getEntries()) {
      if (left === 0 || handed.has(name) || !sameOrigin(name)) continue;
      handed.add(name);
      later.push(name);
      left--;
    }
    if (left === 0) observer.disconnect();
    timer ??= setTimeout(flush, LATER_BATCH_MS);
  });
  // Buffered: whatever loaded between the list above and now is given too.
  observer.observe({ type: 'resource', buffered: true });
  return () => {
    observer.disconnect();
    if (timer) clearTimeout(timer);
    flush();
  };
}

/**
 * Registers the site's service worker (lib/offline/worker.ts) once the page has loaded, so that it costs
 * the page's first paint nothing, and tells it when the connection returns. Renders nothing.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const served = navigator.serviceWorker.controller !== null;
    let stop: (() => void) | undefined;
    let gone = false;
    const register = () => {
      navigator.serviceWorker.register(WORKER_PATH, { scope: '/' }).then(
        () => {
          if (served) return sendKept();
          void keepThisPage().then(
            (end) => (gone ? end() : (stop = end)),
            () => undefined,
          );
        },
        () => undefined,
      );
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    window.addEventListener('online', sendKept);
    return () => {
      gone = true;
      stop?.();
      window.removeEventListener('load', register);
      window.removeEventListener('online', sendKept);
    };
  }, []);
  return null;
}
