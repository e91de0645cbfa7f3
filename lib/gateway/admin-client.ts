import { createClient, type Transport } from '../api/client';
import { env } from '../platform/env';

/*
 * The typed client this process reads the admin server with: the organisation's over HTTP when
 * ADMIN_API_URL is set, else the embedded one called in-process (no HTTP to ourselves, so `next
 * build` needs no running server). The contract (lib/api) knows no server: the embedded one is
 * joined here, loaded on the first call so that a site on the organisation's server never opens
 * the embedded database.
 */

const EMBEDDED_BASE = 'http://embedded.local/api';

/** Calls the embedded router directly, still honouring the client's timeout signal. */
const inProcess: Transport = async (url, init) => {
  const { handleApiRequest } = await import('../admin-server/router');
  const signal = init.signal;
  const answer = handleApiRequest(new Request(url, { ...init, signal: undefined }));
  if (!signal) return answer;
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      // The client's signals abort with a DOMException (TimeoutError or AbortError).
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
  ]);
};

export function adminClient() {
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  // Callers cache only a good, parsed result themselves: Next never stores these fetches.
  if (ADMIN_API_URL) return createClient({ baseUrl: ADMIN_API_URL, timeoutMs: API_TIMEOUT_MS, requestInit: () => ({ cache: 'no-store' }) });
  return createClient({ baseUrl: EMBEDDED_BASE, timeoutMs: API_TIMEOUT_MS, transport: inProcess });
}
