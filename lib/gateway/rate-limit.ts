import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '../platform/env';

/*
 * At most RATE_LIMIT_PER_MINUTE submissions per client address and form route per minute.
 * One instance counts in memory; with DATABASE_URL (PostgreSQL) every instance counts in the
 * same table, so several servers behind one address share the limit. Should PostgreSQL be
 * unreachable, counting falls back to memory rather than refusing every visitor.
 */

const holder = globalThis as typeof globalThis & { __eduConnectLimiter?: Promise<RateLimiterAbstract> };

async function create(): Promise<RateLimiterAbstract> {
  const { DATABASE_URL, RATE_LIMIT_PER_MINUTE } = env();
  const options = { points: RATE_LIMIT_PER_MINUTE, duration: 60, keyPrefix: 'form' };
  if (!DATABASE_URL) return new RateLimiterMemory(options);
  const { Pool } = await import('pg');
  const storeClient = new Pool({ connectionString: DATABASE_URL, max: 2 });
  return new Promise((resolve, reject) => {
    const limiter = new RateLimiterPostgres(
      { ...options, storeClient, tableName: 'rate_limits', insuranceLimiter: new RateLimiterMemory(options) },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

function limiter(): Promise<RateLimiterAbstract> {
  holder.__eduConnectLimiter ??= create();
  holder.__eduConnectLimiter.catch(() => (holder.__eduConnectLimiter = undefined));
  return holder.__eduConnectLimiter;
}

/** Counts one submission; when over the limit, says how many seconds until the next one is allowed. */
export async function countSubmission(route: string, address: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  try {
    await (await limiter()).consume(`${route}|${address}`);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    console.error('[api] rate limiter unavailable', rejection);
    return { allowed: true };
  }
}
