import { processOnce } from '../platform/process-once';
import { sharedCounter } from '../db/counters';
import { env } from '../platform/env';
import { count, log } from '../platform/observe';

/*
 * At most RATE_LIMIT_PER_MINUTE submissions per client address and form route per minute, counted
 * where every instance counts (lib/db/counters.ts), the same count whichever path a form came by:
 * the scripted post to /api (its route handler's bundle) or the post without scripts (the App
 * Router's server action). The limiter lives on globalThis, made by whichever bundle counts first,
 * so a refusal is told by its shape, never by `instanceof`: each bundle has its own copy of
 * rate-limiter-flexible, and a refusal made by one is not an instance of the other's class.
 */

const limiter = () =>
  processOnce('form-limiter', () =>
    sharedCounter({ points: env().RATE_LIMIT_PER_MINUTE, duration: 60, keyPrefix: 'form' }),
  );

/** What rate-limiter-flexible rejects with when a key is over its points: a RateLimiterRes, from any copy. */
export function isLimiterRefusal(rejection: unknown): rejection is { msBeforeNext: number } {
  return (
    typeof rejection === 'object' &&
    rejection !== null &&
    !(rejection instanceof Error) &&
    typeof (rejection as { msBeforeNext?: unknown }).msBeforeNext === 'number' &&
    typeof (rejection as { remainingPoints?: unknown }).remainingPoints === 'number'
  );
}

/** How long a client waits when nothing could count its submission. */
const UNAVAILABLE_RETRY_SECONDS = 60;

export type Quota = { allowed: true } | { allowed: false; retryAfter: number; unavailable?: true };

/**
 * Gives back the count of a submission that stored nothing new: a copy answered with the reply its
 * Idempotency-Key already had (a retry, a double tap). A count that cannot be given back stays counted.
 */
export async function refundSubmission(route: string, address: string): Promise<void> {
  try {
    await (await limiter()).reward(`${route}|${address}`);
  } catch (error) {
    log.warn('[api] a repeated submission stays counted', { error });
  }
}

/**
 * Counts one submission; when over the limit, says how many seconds until the next one is allowed.
 * Fails closed: when the count cannot be taken at all, the submission is refused (the limit is the only
 * bound on anonymous writes and on the e-mail they cause), and the log says so loudly.
 */
export async function countSubmission(route: string, address: string): Promise<Quota> {
  try {
    await (await limiter()).consume(`${route}|${address}`);
    return { allowed: true };
  } catch (rejection) {
    if (isLimiterRefusal(rejection)) {
      count.formRefused('rate_limit');
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    count.formRefused('limiter_unavailable');
    log.error('[api] RATE LIMITER UNAVAILABLE: refusing form submissions until it answers', { error: rejection });
    return { allowed: false, retryAfter: UNAVAILABLE_RETRY_SECONDS, unavailable: true };
  }
}
