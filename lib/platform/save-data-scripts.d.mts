/* The types of lib/platform/save-data-scripts.mjs, for the page and the tests that import it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The window's property, and the event on document, that say the page has hydrated. */
export const HYDRATED: '__eduHydrated';
/** The attribute written on `<html>` of a page whose scripts are held back. */
export const SCRIPTS_HELD: 'data-scripts-held';
/** `html` with the build's scripts held back for the loader; the same string when it has none. */
export function deferScripts(html: string): string;
/** Has `res` hold back a page's scripts when `asks` (the request asks to save data). */
export function deferScriptsOnSaveData(req: IncomingMessage, res: ServerResponse, asks: boolean): void;
