import { forgetOnce } from '../platform/process-once';
import { log } from '../platform/observe';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type * as RateLimit from './rate-limit';

/*
 * The form limit's answers whatever copy of rate-limiter-flexible made the refusal: the limiter lives on
 * globalThis and is made by whichever bundle counts first (the /api route or the no-script server action).
 */

let rejection: unknown;
// The library's own way to refuse: it rejects with a RateLimiterRes, not an Error.
jest.mock('../db/counters', () => ({
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
  sharedCounter: () => Promise.resolve({ consume: () => Promise.reject(rejection) }),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = () => require('./rate-limit') as typeof RateLimit;
let errors: jest.SpyInstance;

beforeEach(() => {
  jest.resetModules();
  void forgetOnce('form-limiter');
  // The shared logger is one object per process, whichever copy of its module the limiter loaded.
  errors = jest.spyOn(log, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

it('refuses, with the wait, a refusal made by another bundle’s copy of the library (same shape, another class)', async () => {
  class OtherCopysRes {
    get msBeforeNext() {
      return 59_687;
    }
    get remainingPoints() {
      return 0;
    }
  }
  rejection = new OtherCopysRes();
  expect(rejection instanceof RateLimiterRes).toBe(false);
  expect(await load().countSubmission('member', '192.0.2.1')).toEqual({ allowed: false, retryAfter: 60 });
  rejection = new RateLimiterRes(0, 1_200);
  expect(await load().countSubmission('member', '192.0.2.1')).toEqual({ allowed: false, retryAfter: 2 });
  expect(errors).not.toHaveBeenCalled();
});

it('fails closed, and says so loudly, when the count cannot be taken at all', async () => {
  rejection = new Error('connect ECONNREFUSED 127.0.0.1:5432');
  expect(await load().countSubmission('member', '192.0.2.1')).toEqual({
    allowed: false,
    retryAfter: 60,
    unavailable: true,
  });
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('RATE LIMITER UNAVAILABLE'), {
    error: expect.objectContaining({ message: 'connect ECONNREFUSED 127.0.0.1:5432' }),
  });
});
