import { RateLimiterMemory } from 'rate-limiter-flexible';

/*
 * Failed sign-ins are counted per account and per client address over 15 minutes: five wrong
 * passwords for one e-mail address, or thirty from one address, and sign-in is refused until the
 * window has passed. Only failures stay counted (a success gives its attempt back), so staff
 * signing in from one office are not held up.
 * Counted in memory: a restart forgives, which is acceptable for a handful of staff accounts.
 */

const WINDOW_SECONDS = 15 * 60;

// On globalThis so that every server bundle that signs in counts in the same place.
const holder = globalThis as typeof globalThis & { __eduConnectSignIns?: { byAccount: RateLimiterMemory; byAddress: RateLimiterMemory } };
const { byAccount, byAddress } = (holder.__eduConnectSignIns ??= {
  byAccount: new RateLimiterMemory({ points: 5, duration: WINDOW_SECONDS, keyPrefix: 'sign-in-account' }),
  byAddress: new RateLimiterMemory({ points: 30, duration: WINDOW_SECONDS, keyPrefix: 'sign-in-address' }),
});

/**
 * Takes one attempt from both counts before the password is checked, and answers the seconds to wait
 * (0: this attempt may go on). Counting first means attempts sent together are each counted: checked
 * after the password (which takes scrypt's ~80 ms), twenty sent at once were all let through.
 */
export async function takeSignInAttempt(email: string, address: string): Promise<number> {
  const taken = await Promise.allSettled([byAccount.consume(email), byAddress.consume(address)]);
  // A refusal is the limiter's answer (its RateLimiterRes), saying how long until the window ends.
  const waits = taken.map((t) => (t.status === 'rejected' ? ((t.reason as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_SECONDS * 1000) : 0));
  return Math.ceil(Math.max(...waits) / 1000);
}

/** A right password: the account's failures are forgotten, and the attempt is given back to the address. */
export async function signInSucceeded(email: string, address: string): Promise<void> {
  await Promise.all([byAccount.delete(email), byAddress.reward(address, 1)]);
}
