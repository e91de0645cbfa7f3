'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { holdWorkerMessages } from '@/lib/offline/early-messages';

/**
 * Loads the service worker's registration and notices (./offline-notices.tsx) off the page's first scripts:
 * at once on a page the worker controls, which may be a kept copy with something to say (the file comes from
 * the worker's cache), otherwise after the load event, when the worker is registered anyway. Meanwhile the
 * worker's messages are held for them (lib/offline/early-messages.ts). Nothing in a browser without workers.
 */
export function OfflineBoot() {
  const [Notices, setNotices] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    holdWorkerMessages();
    let live = true;
    const load = () =>
      void import('./offline-notices').then(
        (m) => live && setNotices(() => m.OfflineNotices),
        () => undefined,
      );
    if (navigator.serviceWorker.controller || document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', load);
    };
  }, []);

  return Notices ? <Notices /> : null;
}
