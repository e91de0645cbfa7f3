/*
 * A visitor's wish to save data: the `Save-Data: on` request header a browser's data saver, or the proxy of
 * an operator or a browser like Opera Mini, sends with every request. The site then moves nothing by itself,
 * fetches no page ahead and nothing optional, sends smaller pictures, and holds a page's scripts back until the
 * visitor does something that needs them (lib/platform/save-data-scripts.ts); the page says nothing about it and
 * otherwise looks the same.
 *
 * A page is cached, so its HTML is the same for everyone: the server names the wish beside it instead, as a
 * `Server-Timing` entry of the document's response (lib/platform/save-data-hint.ts, in server.ts), which
 * the page's scripts read from the navigation's timing, together with the browser's own setting (savesData). Pictures
 * are asked for by the browser with the header itself: /media answers a lighter file (lib/format/picture-widths.ts).
 * Client-safe: read by the screens and the server alike.
 */

/** The request header, as Node and the Fetch API name it. */
export const SAVE_DATA_HEADER = 'save-data';

/** The header's value that asks to save data: `on`, in any case, with the parameters its grammar allows after it. */
export const SAVE_DATA_ON = /^\s*on\s*(?:;.*)?$/i;

/** Whether a request's Save-Data header asks to save data. */
export const asksToSaveData = (value: string | null | undefined): boolean => SAVE_DATA_ON.test(value ?? '');

/** The Server-Timing entry a page is answered with when its request asked to save data (server.ts). */
export const SAVE_DATA_HINT = 'save-data';

/**
 * The attribute the server writes on `<html>` of a page whose scripts it holds back (save-data-scripts.ts):
 * until the visitor does something that needs them, no script runs, so the page shows what a browser without
 * scripts shows (components/ui/carousel.module.css reads it).
 */
export const SCRIPTS_HELD = 'data-scripts-held';

/**
 * The window's property, and the event on document, that say the page has hydrated
 * (components/layout/hydrated-mark.tsx sets them; the loader of save-data-scripts.ts waits for them).
 */
export const HYDRATED = '__eduHydrated';

type Connection = EventTarget & { saveData?: boolean };

/** The browser's network information, where it has it (Chromium's browsers): its own data saver. */
export const connection = (): Connection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection;

/** Whether the page's own response named the wish (SAVE_DATA_HINT), read once: it never changes. */
let hinted: boolean | undefined;
function pageWasHinted(): boolean {
  if (hinted !== undefined) return hinted;
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  hinted = navigation?.serverTiming?.some((entry) => entry.name === SAVE_DATA_HINT) ?? false;
  return hinted;
}

/**
 * In the browser: whether the visitor asked to save data, by the browser's own setting or by the header
 * the page's request carried (a proxy's, an extension's). False on the server, where a page is rendered
 * once for everyone.
 */
export function savesData(): boolean {
  if (typeof window === 'undefined') return false;
  return connection()?.saveData === true || pageWasHinted();
}
