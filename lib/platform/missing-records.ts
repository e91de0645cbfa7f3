/*
 * A check the site's server (server.ts) makes before Next routes a request: whether the address is a record's
 * page whose record the server says does not exist. Such a request goes to an address no route has, which Next
 * answers with app/global-not-found.tsx, a whole page in the asked address's language: a page's own notFound()
 * sends its 404 with an empty body (docs/known-issues.md). Made here, before Next, rather than in proxy.ts, since
 * running the proxy costs every request it matches, and a record's page is among the site's most read.
 *
 * instrumentation.ts sets the check inside Next's server bundle (lib/proxy/published.ts); server.ts, which runs
 * outside the bundles with its own copy of this module, reads it: a slot on globalThis, as observe.ts's is.
 */

/**
 * null at once for an address that is no record's page; else, once asked, the not-found page's address in the
 * path's language when its record is missing (null when it is there).
 */
export type MissingRecordCheck = (path: string) => Promise<string | null> | null;

const SLOT = Symbol.for('edu-connect.missing-record-check');
type Holder = { [SLOT]?: MissingRecordCheck };

export function setMissingRecordCheck(check: MissingRecordCheck): void {
  (globalThis as Holder)[SLOT] = check;
}

export function missingRecordCheck(): MissingRecordCheck | undefined {
  return (globalThis as Holder)[SLOT];
}
