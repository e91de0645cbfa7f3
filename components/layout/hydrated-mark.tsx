'use client';

import { useEffect } from 'react';
import { HYDRATED } from '@/lib/platform/save-data-scripts.mjs';

/**
 * Says that the page has hydrated, once React has committed it: the loader of a page whose scripts were
 * held back for a visitor who asked to save data (lib/platform/save-data-scripts.mjs) then presses again
 * the button the visitor pressed before they ran. Renders nothing.
 */
export function HydratedMark() {
  useEffect(() => {
    (window as Window & { [HYDRATED]?: boolean })[HYDRATED] = true;
    document.dispatchEvent(new Event(HYDRATED));
  }, []);
  return null;
}
