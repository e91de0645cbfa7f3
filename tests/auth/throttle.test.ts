import { signInSucceeded, takeSignInAttempt } from '../../lib/auth/throttle';

/*
 * The sign-in throttle as the sign-in action uses it: an attempt is taken before the password is
 * checked, so wrong passwords sent together cannot slip past the count while one is being checked.
 */

const slowWrongPassword = () => new Promise((resolve) => setTimeout(resolve, 80));

/** One sign-in with a wrong password, as app/admin/actions/session.ts makes it: whether the password was checked. */
async function wrongPassword(email: string, address: string): Promise<boolean> {
  if ((await takeSignInAttempt(email, address)) > 0) return false;
  await slowWrongPassword();
  return true;
}

it('checks five of twenty wrong passwords sent at once for one account, then asks to wait', async () => {
  const email = `burst-${Date.now()}@example.org`;
  const checked = await Promise.all(Array.from({ length: 20 }, (_, i) => wrongPassword(email, `192.0.2.${i}`)));
  expect(checked.filter(Boolean)).toHaveLength(5);
  const wait = await takeSignInAttempt(email, '192.0.2.99');
  expect(wait).toBeGreaterThan(14 * 60);
  expect(wait).toBeLessThanOrEqual(15 * 60);
});

it('checks thirty from one address across accounts, then asks to wait', async () => {
  const address = `198.51.100.${Date.now() % 250}`;
  const checked = await Promise.all(
    Array.from({ length: 50 }, (_, i) => wrongPassword(`spray-${i}-${Date.now()}@example.org`, address)),
  );
  expect(checked.filter(Boolean)).toHaveLength(30);
});

it('forgets an account’s failures once its password is right, and gives the attempt back to the address', async () => {
  const email = `staff-${Date.now()}@example.org`;
  const address = '203.0.113.7';
  for (let i = 0; i < 4; i++) expect(await wrongPassword(email, address)).toBe(true);
  expect(await takeSignInAttempt(email, address)).toBe(0);
  await signInSucceeded(email, address);
  for (let i = 0; i < 5; i++) expect(await wrongPassword(email, address)).toBe(true);
  expect(await wrongPassword(email, address)).toBe(false);
});
