import 'server-only';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { z } from 'zod';
import { type ApiResult, isDefinitive } from '../api/client';
import { MAX_PARAM_LENGTH } from '../api/constants';
import type { Endpoint } from '../api/contract';
import { adminClient } from '../gateway/admin-client';

/*
 * Server-side reads for pages, in both modes: the organisation's server (ADMIN_API_URL) over
 * HTTP, or the embedded server in-process (no HTTP to ourselves, so `next build` needs no
 * running server). Either way:
 * - only a good reply is cached (60 s, tagged per endpoint); an error, a timeout or a reply that
 *   is not the contract's JSON is never stored, so the last good data keeps serving: Next hands
 *   back the stale entry while its refresh fails;
 * - every read, background refreshes included, gives up after API_TIMEOUT_MS;
 * - a read that fails with nothing cached marks the render dynamic: a page being revalidated
 *   keeps its last good render, and a page with none is sent with its error state as no-store,
 *   never cached as the page.
 */

export const REVALIDATE_SECONDS = 60;

class Uncacheable extends Error {
  constructor(readonly result: ApiResult<never>) {
    super('admin API read failed');
  }
}

const unnameable = (params: unknown) =>
  !!params &&
  typeof params === 'object' &&
  Object.values(params).some((v) => typeof v === 'string' && v.length > MAX_PARAM_LENGTH);

/**
 * Reads one GET endpoint of the contract for a server component.
 * Failures are returned, never thrown, and never cached.
 */
export async function read<P, O extends z.ZodType>(
  endpoint: Endpoint<P, undefined, O>,
  ...args: P extends void ? [] : [params: P]
): Promise<ApiResult<z.output<O>>> {
  const params = args[0] as P;
  if (unnameable(params)) return { ok: false, status: 404, message: 'No such item' };
  const cached = unstable_cache(
    async () => {
      const result = await adminClient().get(endpoint, params);
      if (!result.ok) throw new Uncacheable(result);
      return result;
    },
    ['api', endpoint.template, JSON.stringify(params ?? null)],
    { revalidate: REVALIDATE_SECONDS, tags: endpoint.tags?.(params) ?? [] },
  );
  let result: ApiResult<z.output<O>>;
  try {
    result = await cached();
  } catch (error) {
    result =
      error instanceof Uncacheable
        ? error.result
        : { ok: false, status: null, message: (error as Error)?.message ?? 'Unexpected error' };
  }
  if (!result.ok && !isDefinitive(result)) await connection();
  return result;
}

/*
 * The one failure convention of the queries in lib/queries: a list is its items, or null when it
 * could not be read (the page shows its error state); an item is the 404 page when the server
 * says it does not exist for the public, and null when it could not be read (or, read with itemOrNull,
 * null in both cases).
 */

export const listOrNull = <T>(result: ApiResult<T[]>): T[] | null => (result.ok ? result.data : null);

export function itemOrNotFound<T>(result: ApiResult<T>): T | null {
  if (isDefinitive(result)) notFound();
  return result.ok ? result.data : null;
}

/** An item where a missing one is not the 404 page but a case of its own (a share picture's card): null. */
export const itemOrNull = <T>(result: ApiResult<T>): T | null => (result.ok ? result.data : null);
