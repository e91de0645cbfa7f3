/**
 * The path a request asked for, without its query: set on every request by the site's server (server.ts,
 * which names the same header), overwriting whatever a client sent. The page for an address no route has
 * (app/global-not-found.tsx) is given no path by Next and reads its language from it.
 */
export const PATH_HEADER = 'x-edu-connect-path';
