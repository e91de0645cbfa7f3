import { UNAVAILABLE } from '../api/client';
import { apiRoute, fail } from '../admin-server/http';
import { log } from '../platform/observe';
import { clientAddress } from './client-address';
import { PEER_HEADER } from './client-address';

/*
 * The second mode: the browser's /api calls go on to the organisation's admin server. Whatever
 * that server does, the browser gets an answer within the timeout, as the contract's JSON: a dead
 * or slow server, or one answering with an HTML page, becomes a message the form can show.
 */

/** Headers that describe this hop only, or that we set ourselves. */
const HOP_HEADERS = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect', PEER_HEADER];

export async function forward(req: Request, base: string, timeoutMs: number): Promise<Response> {
  const url = new URL(req.url);
  const route = apiRoute(url.pathname);
  const target = base + route + url.search;
  const headers = new Headers(req.headers);
  for (const h of HOP_HEADERS) headers.delete(h);
  headers.set('x-forwarded-for', clientAddress(req));

  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
    const reply = await fetch(target, {
      method: req.method,
      headers,
      body,
      signal,
      redirect: 'manual',
      cache: 'no-store',
    });
    // Read the whole (small, JSON) reply within the same deadline, so a stalled body cannot hang the form.
    const text = await reply.text();
    const type = reply.headers.get('content-type') ?? '';
    if (!type.includes('json') || !isJson(text)) {
      // The route, never the query, which may carry what a visitor typed.
      log.error('[api] the admin server answered, not with JSON', { method: req.method, route, status: reply.status });
      return fail(502, UNAVAILABLE);
    }
    return new Response(text, { status: reply.status, headers: { 'content-type': type, 'cache-control': 'no-store' } });
  } catch (error) {
    log.error('[api] the admin server could not be reached', { method: req.method, route, error });
    return fail(signal.aborted ? 504 : 503, UNAVAILABLE);
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
