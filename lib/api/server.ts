import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { env } from '../env';
import { type ApiResult, createClient, type Transport } from './client';
import type { Endpoint } from './contract';

/*
 * Server-side reads for pages. With ADMIN_API_URL set they fetch the organisation's server
 * (cached by Next for 60 s, tagged per endpoint). Unset, they call the embedded server
 * in-process (no HTTP to ourselves, so `next build` needs no running server), cached alike.
 * Either way a read gives up after API_TIMEOUT_MS (8 s), so a slow server never hangs a page.
 */

export const REVALIDATE_SECONDS = 60;

/** Calls the embedded router directly, still honouring the client's timeout signal. */
const inProcess: Transport = async (url, init) => {
  const { handleApiRequest } = await import('../store/router');
  const signal = init.signal;
  const answer = handleApiRequest(new Request(url, { ...init, signal: undefined }));
  if (!signal) return answer;
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
};

function serverClient() {
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  if (ADMIN_API_URL) {
    return createClient({
      baseUrl: ADMIN_API_URL,
      timeoutMs: API_TIMEOUT_MS,
      requestInit: (endpoint, params) =>
        ({ next: { revalidate: REVALIDATE_SECONDS, tags: endpoint.tags?.(params as never) ?? [] } }) as RequestInit,
    });
  }
  return createClient({ baseUrl: 'http://embedded.local/api', timeoutMs: API_TIMEOUT_MS, transport: inProcess });
}

class Uncacheable extends Error {
  constructor(readonly result: ApiResult<never>) {
    super('not cached');
  }
}

/**
 * Reads one GET endpoint of the contract for a server component.
 * Failures are returned, never thrown, and are not cached.
 */
export async function read<P, O extends z.ZodType>(
  endpoint: Endpoint<P, undefined, O>,
  ...args: P extends void ? [] : [params: P]
): Promise<ApiResult<z.output<O>>> {
  const params = args[0] as P;
  const client = serverClient();
  const call = () => client.call(endpoint, { params } as never) as Promise<ApiResult<z.output<O>>>;
  if (env().ADMIN_API_URL) return call();
  const cached = unstable_cache(
    async () => {
      const result = await call();
      if (!result.ok) throw new Uncacheable(result as ApiResult<never>);
      return result;
    },
    ['api', endpoint.template, JSON.stringify(params ?? null)],
    { revalidate: REVALIDATE_SECONDS, tags: endpoint.tags?.(params) ?? [] },
  );
  try {
    return await cached();
  } catch (error) {
    if (error instanceof Uncacheable) return error.result;
    return { ok: false, status: null, message: (error as Error)?.message ?? 'Unexpected error' };
  }
}
