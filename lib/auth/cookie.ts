/*
 * The names of the console's session cookie, for better-auth (which sets it) and the proxy (which
 * only looks whether one is there). Kept apart from auth.ts so the proxy stays free of the store.
 */

export const STAFF_COOKIE_PREFIX = 'eca-staff';

/** better-auth's session cookie: `__Secure-` in front when the site is served over https. */
export const SESSION_COOKIES = [
  `${STAFF_COOKIE_PREFIX}.session_token`,
  `__Secure-${STAFF_COOKIE_PREFIX}.session_token`,
];
