'use client';

import { useSyncExternalStore } from 'react';
import { connection, savesData } from '@/lib/platform/save-data';

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
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/**
 * Whether the visitor asked to save data (lib/platform/save-data.ts); false on the server and during
 * hydration, so both render alike, and followed as the browser's data saver is turned on or off.
 */
export const useSaveData = () =>
  useSyncExternalStore(
    (notify) => {
      const network = connection();
      network?.addEventListener('change', notify);
      return () => network?.removeEventListener('change', notify);
    },
    savesData,
    () => false,
  );

/** One clock for every countdown on the page, ticking once a second while anyone listens. */
const clock = {
  now: Date.now(),
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
};

function subscribeClock(notify: () => void) {
  clock.listeners.add(notify);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const l of clock.listeners) l();
    }, 1000);
  }
  return () => {
    clock.listeners.delete(notify);
    if (clock.listeners.size === 0) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/** The time now, updated each second; `serverNow` on the server and during hydration, so both render alike. */
export const useNow = (serverNow: number) =>
  useSyncExternalStore(
    subscribeClock,
    () => clock.now,
    () => serverNow,
  );
