'use client';

import { useEffect } from 'react';
// From the client-safe module, not save-data-scripts.ts, which is server code: its use of Node's Buffer
// would have the bundler ship a Buffer polyfill to every page.
import { HYDRATED } from '@/lib/platform/save-data';

/**
 * Says that the page has hydrated, once React has committed it: the loader of a page whose scripts were
 * held back for a visitor who asked to save data (lib/platform/save-data-scripts.ts) then presses again
 * the button the visitor pressed before they ran. Renders nothing.
 */
export function HydratedMark() {
  useEffect(() => {
    (window as Window & { [HYDRATED]?: boolean })[HYDRATED] = true;
    document.dispatchEvent(new Event(HYDRATED));
  }, []);
  return null;
}
