'use client';

import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the element is within the viewport and its tab is the one shown. Motion that nobody can see
 * waits on it: off screen, an auto-advancing carousel would fetch the pictures of pages never looked at,
 * on data the visitor pays for, and wake the phone's processor every few seconds for nothing.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [inViewport, setInViewport] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInViewport(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  const tabShown = useSyncExternalStore(
    (notify) => {
      document.addEventListener('visibilitychange', notify);
      return () => document.removeEventListener('visibilitychange', notify);
    },
    () => document.visibilityState === 'visible',
    () => false,
  );
  return inViewport && tabShown;
}
