'use client';

import { useSyncExternalStore } from 'react';

/** Whether a media query matches; `serverValue` is what the server and the first render assume. */
export function useMedia(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const useReducedMotion = () => useMedia('(prefers-reduced-motion: reduce)');

const noSubscribe = () => () => {};

/** False on the server and during hydration, true once the page runs in the browser. */
export const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);
