import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedCounter } from '../db/counters';
import { env } from '../platform/env';

/*
 * At most RATE_LIMIT_PER_MINUTE submissions per client address and form route per minute, counted
 * where every instance counts (lib/db/counters.ts).
 */

const holder = globalThis as typeof globalThis & { __eduConnectLimiter?: Promise<RateLimiterAbstract> };

function create(): Promise<RateLimiterAbstract> {
  return sharedCounter({ points: env().RATE_LIMIT_PER_MINUTE, duration: 60, keyPrefix: 'form' });
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
