import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './e2e/admin-token';

/*
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium), never a downloaded browser,
 * against the built app (npm run build first), served on its own port.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The Paystack stand-in's port (tests/payments/serve-paystack-standin.mjs), beside the app's. The build names
 * its origin in the pages' Content-Security-Policy (form-action) and renders the donate page's giving form by
 * the key, so `npm run check` builds with this key and http://127.0.0.1:3190, the default ports' stand-in.
 */
export const PAYSTACK_PORT = Number(process.env.E2E_PAYSTACK_PORT ?? PORT + 90);
/** The key the app and the stand-in share: a test key, as the charity connects first. */
export const PAYSTACK_TEST_KEY = 'sk_test_e2e0123456789';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  // A page load plus an axe analysis took up to 38 s on busy CI runs (two workers and the server on two shared
  // cores); the limit guards against hangs, not slowness.
  timeout: 60_000,
  globalSetup: './e2e/staff-accounts.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The site's service worker (lib/offline/worker.ts) is tested by the specs that allow it (e2e/offline*.spec.ts).
    // Elsewhere it is blocked: each test's fresh context would install it, and a page it served from the device
    // would hide a page.route of the test or the page a console save just changed. Every page must work without
    // a worker anyway: a first visit has none.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /admin\.spec\.ts/ },
    // The console's tests approve testimonies, which the public pages' tests count: they run once those
    // are done, at 1280 px and then at 375 px (one after the other: both publish to the same pages).
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['chromium'],
    },
    {
      name: 'admin-phone',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 375, height: 800 } },
      testMatch: /admin\.spec\.ts/,
      dependencies: ['admin'],
    },
  ],
  webServer: [
    {
      command: `PORT=${PORT} node dist/server.mjs`,
      url: `http://127.0.0.1:${PORT}/api/arewahub/events/getEvents`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Every test submits from this one address: the rate limit has its own tests (tests/hardening).
      // The staff API's token: tests change content as a script of the organisation's would (e2e/offline-fresh.spec.ts).
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        RATE_LIMIT_PER_MINUTE: '100000',
        ALLOW_LOCAL_SITE_URL: '1',
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        // Gifts are taken through the stand-in for Paystack below (e2e/give.spec.ts).
        PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
        PAYSTACK_API_URL: `http://127.0.0.1:${PAYSTACK_PORT}`,
        CHARITY_REGISTRATION: 'CAC/IT/No. 123456',
      },
    },
    {
      // A stand-in for Paystack on loopback: checkout, verify, plans, and the signed webhooks to the app.
      command: 'node tests/payments/serve-paystack-standin.mjs',
      url: `http://127.0.0.1:${PAYSTACK_PORT}/plan`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: {
        PAYSTACK_SECRET_KEY: PAYSTACK_TEST_KEY,
        PAYSTACK_STANDIN_PORT: String(PAYSTACK_PORT),
        PAYSTACK_STANDIN_WEBHOOK: `http://127.0.0.1:${PORT}/api/payments/paystack/webhook`,
      },
    },
  ],
});
