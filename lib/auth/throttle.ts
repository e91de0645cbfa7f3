import { RateLimiterMemory } from 'rate-limiter-flexible';

/*
 * Failed sign-ins are counted per account and per client address over 15 minutes: five wrong
 * passwords for one e-mail address, or thirty from one address, and sign-in is refused until the
 * window has passed. Only failures count, so staff signing in from one office are not held up.
 * Counted in memory: a restart forgives, which is acceptable for a handful of staff accounts.
 */

const WINDOW_SECONDS = 15 * 60;

// On globalThis so that every server bundle that signs in counts in the same place.
const holder = globalThis as typeof globalThis & { __eduConnectSignIns?: { byAccount: RateLimiterMemory; byAddress: RateLimiterMemory } };
const { byAccount, byAddress } = (holder.__eduConnectSignIns ??= {
  byAccount: new RateLimiterMemory({ points: 5, duration: WINDOW_SECONDS, keyPrefix: 'sign-in-account' }),
  byAddress: new RateLimiterMemory({ points: 30, duration: WINDOW_SECONDS, keyPrefix: 'sign-in-address' }),
});

/** Seconds until another attempt is allowed, or 0 when one may be made now. */
export async function signInWait(email: string, address: string): Promise<number> {
  const [account, client] = await Promise.all([byAccount.get(email), byAddress.get(address)]);
  const blocked = [account && account.consumedPoints >= 5 ? account.msBeforeNext : 0, client && client.consumedPoints >= 30 ? client.msBeforeNext : 0];
  return Math.ceil(Math.max(...blocked) / 1000);
}

export async function countFailedSignIn(email: string, address: string): Promise<void> {
  // Rejections only say that the limit is reached, which signInWait reports on the next attempt.
  await Promise.allSettled([byAccount.consume(email), byAddress.consume(address)]);
}

export async function forgetFailedSignIns(email: string): Promise<void> {
  await byAccount.delete(email);
}
