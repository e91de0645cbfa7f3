import { processOnce } from '../platform/process-once';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedCounter } from '../db/counters';
import { count } from '../platform/observe';

/*
 * Failed sign-ins are counted per account and per client address over 15 minutes: five wrong
 * passwords for one e-mail address, or thirty from one address, and sign-in is refused until the
 * window has passed. Only failures stay counted (a success gives its attempt back), so staff
 * signing in from one office are not held up.
 * Counted where every instance counts (lib/db/counters.ts): two servers allow no more guesses than one.
 */

const WINDOW_SECONDS = 15 * 60;

type Counters = { byAccount: RateLimiterAbstract; byAddress: RateLimiterAbstract };

// One per process, so that every server bundle that signs in counts in the same place.
function counters(): Promise<Counters> {
  return processOnce('sign-in-counters', () =>
    Promise.all([
      sharedCounter({ points: 5, duration: WINDOW_SECONDS, keyPrefix: 'sign-in-account' }),
      sharedCounter({ points: 30, duration: WINDOW_SECONDS, keyPrefix: 'sign-in-address' }),
    ]).then(([byAccount, byAddress]) => ({ byAccount, byAddress })),
  );
}

/**
 * Takes one attempt from both counts before the password is checked, and answers the seconds to wait
 * (0: this attempt may go on). Counting first means attempts sent together are each counted: checked
 * after the password (which takes scrypt's ~80 ms), twenty sent at once were all let through.
 */
export async function takeSignInAttempt(email: string, address: string): Promise<number> {
  const { byAccount, byAddress } = await counters();
  const taken = await Promise.allSettled([byAccount.consume(email), byAddress.consume(address)]);
  // A refusal is the limiter's answer (its RateLimiterRes), saying how long until the window ends.
  const waits = taken.map((t) =>
    t.status === 'rejected' ? ((t.reason as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_SECONDS * 1000) : 0,
  );
  const wait = Math.ceil(Math.max(...waits) / 1000);
  if (wait > 0) count.signInThrottled();
  return wait;
}

/** A right password: the account's failures are forgotten, and the attempt is given back to the address. */
export async function signInSucceeded(email: string, address: string): Promise<void> {
  const { byAccount, byAddress } = await counters();
  await Promise.all([byAccount.delete(email), byAddress.reward(address, 1)]);
}
