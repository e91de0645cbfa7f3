/* The types of lib/platform/save-data-hint.mjs, for the tests that import it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The Save-Data header's value that asks to save data. */
export const ASKS: RegExp;
/** The Server-Timing entry a page is answered with when its request asked to save data. */
export const HINT: string;
/** Has `res` name the wish to save data beside a page answered to `req`, and every page vary by it; whether `req` asks. */
export function hintSaveData(req: IncomingMessage, res: ServerResponse): boolean;
