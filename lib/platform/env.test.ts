import { readEnv } from './env';

describe('the public address in production', () => {
  const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

  it('is required, with a message that names SITE_URL', () => {
    expect(() => readEnv(production)).toThrow(/SITE_URL: must be set to the public address/);
  });

  it('may not be a local address', () => {
    for (const SITE_URL of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(() => readEnv({ ...production, SITE_URL })).toThrow(/SITE_URL: .* is a local address/);
    }
  });

  it('accepts a public address, or a local build that says so', () => {
    expect(readEnv({ ...production, SITE_URL: 'https://www.example.org' }).SITE_URL).toBe('https://www.example.org');
    expect(() => readEnv({ ...production, ALLOW_LOCAL_SITE_URL: '1' })).not.toThrow();
    expect(() =>
      readEnv({ ...production, SITE_URL: 'http://localhost:3000', ALLOW_LOCAL_SITE_URL: '1' }),
    ).not.toThrow();
  });

  it('is not asked for outside production', () => {
    expect(() => readEnv({ NODE_ENV: 'development' })).not.toThrow();
  });
});

it('names every bad variable', () => {
  expect(() =>
    readEnv({ RATE_LIMIT_PER_MINUTE: '0', IMAGE_ORIGINS: 'http://images.example.org' } as unknown as NodeJS.ProcessEnv),
  ).toThrow(/RATE_LIMIT_PER_MINUTE must be at least 1[\s\S]*IMAGE_ORIGINS must list https:\/\/ origins/);
});

it('refuses several instances (REDIS_URL) without the keys and the database they must share, naming each', () => {
  expect(() => readEnv({ REDIS_URL: 'redis://127.0.0.1:6379' } as unknown as NodeJS.ProcessEnv)).toThrow(
    /AUTH_SECRET: must be set, the same on every instance[\s\S]*NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be set[\s\S]*DATABASE_URL: several instances/,
  );
  expect(() => readEnv({ REDIS_URL: 'http://cache' } as unknown as NodeJS.ProcessEnv)).toThrow(
    /REDIS_URL must be a redis:\/\/ address/,
  );
  expect(
    readEnv({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://edu@127.0.0.1/edu',
      AUTH_SECRET: 'x'.repeat(32),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'a-shared-key',
    } as unknown as NodeJS.ProcessEnv).REDIS_URL,
  ).toBe('redis://127.0.0.1:6379');
});

it('names a bad log level, switch or metrics token', () => {
  expect(() =>
    readEnv({ LOG_LEVEL: 'loud', LOG_REQUESTS: 'no', METRICS_TOKEN: 'short' } as unknown as NodeJS.ProcessEnv),
  ).toThrow(/LOG_LEVEL must be one of[\s\S]*LOG_REQUESTS must be 0 or 1[\s\S]*METRICS_TOKEN must be at least 16/);
  expect(readEnv({ LOG_LEVEL: 'warn', METRICS: '0' } as unknown as NodeJS.ProcessEnv)).toMatchObject({
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: '1',
    METRICS: '0',
  });
});

describe('a payment key', () => {
  const live: NodeJS.ProcessEnv = { NODE_ENV: 'test', PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef' };

  it('refuses to start with a live key on a site that is not https', () => {
    expect(() => readEnv({ ...live, SITE_URL: 'http://www.example.org' })).toThrow(
      /PAYSTACK_SECRET_KEY: a live key \(sk_live_\) needs SITE_URL to be the site's https:\/\/ address/,
    );
    expect(() => readEnv(live)).toThrow(/PAYSTACK_SECRET_KEY: a live key/);
  });

  it('takes a live key on https, a test key anywhere, and Paystack’s own address by default', () => {
    expect(readEnv({ ...live, SITE_URL: 'https://www.example.org' }).PAYSTACK_API_URL).toBe('https://api.paystack.co');
    expect(() =>
      readEnv({ NODE_ENV: 'test', PAYSTACK_SECRET_KEY: 'sk_test_0123', SITE_URL: 'http://localhost:3000' }),
    ).not.toThrow();
  });

  it('must look like a Paystack secret key', () => {
    expect(() => readEnv({ NODE_ENV: 'test', PAYSTACK_SECRET_KEY: 'pk_test_0123' })).toThrow(
      /PAYSTACK_SECRET_KEY: PAYSTACK_SECRET_KEY must be a Paystack secret key/,
    );
  });
});
