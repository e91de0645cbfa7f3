/* The types of lib/platform/page-validator.mjs, for the tests that import it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header a page's validator goes in. */
export const ETAG: string;
/** The weak tag of a page's HTML. */
export function validatorOf(html: string | Uint8Array): string;
/** Adds the validator to a page's cache entry value that has none; returns the value, changed in place. */
export function withValidator<T>(value: T): T;
/** Whether an If-None-Match header holds `tag`, compared weakly. */
export function holds(header: string, tag: string): boolean;
/** Has `res` answer 304 when `req` holds the page's validator; a page sent to save data gets a tag of its own. */
export function answerNotModified(req: IncomingMessage, res: ServerResponse, savesData: boolean): void;
