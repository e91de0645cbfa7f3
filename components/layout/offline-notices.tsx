'use client';

import { useEffect } from 'react';
import { endHolding } from '@/lib/offline/early-messages';
import { KeptNotice } from './kept-notice';
import { RefusedNotice } from './refused-notice';
import { ServiceWorker } from './service-worker';

/**
 * The service worker's registration and the notices it gives (a kept copy shown, a submission refused), loaded
 * by ./offline-boot.tsx after the page's first scripts. The notices' effects run before this one and take the
 * messages held for them; from then on each listens for itself.
 */
export function OfflineNotices() {
  useEffect(() => endHolding(), []);
  return (
    <>
      <ServiceWorker />
      <KeptNotice />
      <RefusedNotice />
    </>
  );
}
