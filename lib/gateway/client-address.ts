import { env } from '../platform/env';

/**
 * The address of the machine that opened the connection: set on every request by the site's server
 * (server.ts, which names the same header), overwriting whatever a client sent.
 */
export const PEER_HEADER = 'x-edu-connect-peer';

/**
 * Who is asking, for rate limits. Behind a reverse proxy named in TRUSTED_IP_HEADER, the last
 * address in that header is the one the proxy itself added; the ones before it are the client's
 * own claims. Without a trusted proxy, the connection's own address.
 */
export function clientAddress(req: { headers: Headers }): string {
  const trusted = env().TRUSTED_IP_HEADER;
  if (trusted) {
    const last = req.headers.get(trusted)?.split(',').pop()?.trim();
    if (last) return last;
  }
  return req.headers.get(PEER_HEADER) || 'unknown';
}
