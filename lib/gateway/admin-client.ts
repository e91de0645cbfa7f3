import { createClient, type Deliver } from '../api/client';
import { env } from '../platform/env';

/*
 * The typed client this process reads the admin server with: the organisation's over HTTP when
 * ADMIN_API_URL is set, else the embedded one called in-process (no HTTP to ourselves, so `next
 * build` needs no running server). The contract (lib/api) knows no server: the embedded one is
 * joined here, loaded on the first call so that a site on the organisation's server never opens
 * the embedded database.
 */

const EMBEDDED_BASE = 'http://embedded.local/api';

/** Calls the embedded router directly, handing it the body as it is: nothing is encoded or read again. */
const inProcess: Deliver = async (path, method, body, headers) => {
  const { handleApiRequest } = await import('../admin-server/router');
  const given = body === undefined ? {} : body instanceof FormData ? { form: body } : { json: body };
  return handleApiRequest(new Request(EMBEDDED_BASE + path, { method, headers }), given);
};

export function adminClient() {
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  // Callers cache only a good, parsed result themselves: Next never stores these fetches.
  if (ADMIN_API_URL)
    return createClient({
      baseUrl: ADMIN_API_URL,
      timeoutMs: API_TIMEOUT_MS,
      requestInit: () => ({ cache: 'no-store' }),
    });
  return createClient({ baseUrl: EMBEDDED_BASE, timeoutMs: API_TIMEOUT_MS, deliver: inProcess });
}
