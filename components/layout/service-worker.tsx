'use client';

import { useEffect } from 'react';
import { KEEP_PAGE_MESSAGE, type KeptPageMessage, REPLAY_MESSAGE, WORKER_PATH } from '@/lib/offline/names';

/** Tells the worker to send the submissions it keeps (lib/offline/worker.ts): the page opened, or the connection returned. */
const sendKept = () => navigator.serviceWorker.controller?.postMessage(REPLAY_MESSAGE);

/**
 * A page the worker did not serve hands it its address and the same-origin files it loaded, so that the
 * first page a visitor reads is kept too (the worker filters what it keeps).
 */
async function keepThisPage() {
  const worker = (await navigator.serviceWorker.ready).active;
  const urls = [
    location.pathname,
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${location.origin}/`)),
  ];
  const message: KeptPageMessage = { type: KEEP_PAGE_MESSAGE, urls };
  worker?.postMessage(message);
}

/**
 * Registers the site's service worker (lib/offline/worker.ts) once the page has loaded, so that it costs
 * the page's first paint nothing, and tells it when the connection returns. Renders nothing.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const served = navigator.serviceWorker.controller !== null;
    const register = () => {
      navigator.serviceWorker.register(WORKER_PATH, { scope: '/' }).then(
        () => (served ? sendKept() : keepThisPage()),
        () => undefined,
      );
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    window.addEventListener('online', sendKept);
    return () => {
      window.removeEventListener('load', register);
      window.removeEventListener('online', sendKept);
    };
  }, []);
  return null;
}
