import { processOnce } from '../platform/process-once';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { nextCookies } from 'better-auth/next-js';
import { PostgresAdapter } from 'kysely';
import { type Db, getDb } from '../db/db';
import { STAFF_COOKIE_PREFIX } from './cookie';
import { signingSecret } from './secret';
import { siteUrl } from '../platform/env';

/*
 * Staff accounts of the admin console (embedded mode only), by better-auth on the store's own
 * Kysely connection, so they live in the same SQLite file or PostgreSQL database as the content.
 * E-mail and password only, hashed with scrypt (better-auth's default, memory-hard); nobody can
 * sign up: `npm run admin:create` makes accounts. Sessions are rows of staff_session and the
 * cookie is HttpOnly, Secure wherever the site is served over https, and SameSite=Strict: a console
 * page loaded by another site (an inbox search it chose, whose compressed size would tell what matched)
 * runs without the session. A link followed from another site is opened again from this one
 * (lib/proxy/console-bounce.ts).
 */

/** Not ranked: what each may use is lib/console/access.ts's AREA_ROLES (docs/console.md). */
export const STAFF_ROLES = ['admin', 'editor', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 12;

function optionsFor(db: Db): BetterAuthOptions {
  return {
    appName: 'Edu Connect Africa',
    baseURL: siteUrl(),
    secret: signingSecret(),
    database: { db, type: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite' },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH },
    user: {
      modelName: 'staff',
      additionalFields: { role: { type: 'string', required: true, defaultValue: 'editor', input: false } },
    },
    session: { modelName: 'staff_session', expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    account: { modelName: 'staff_account' },
    verification: { modelName: 'staff_verification' },
    // Sign-in runs as a server action, which better-auth's own limiter (on its HTTP routes) never
    // sees; lib/auth/throttle.ts limits the attempts instead.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: siteUrl().startsWith('https://'),
      cookiePrefix: STAFF_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict' },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  };
}

export type Auth = ReturnType<typeof betterAuth<BetterAuthOptions>>;

/** The one better-auth instance, on the store's connection; its tables are created on first use. */
export function getAuth(): Promise<Auth> {
  return processOnce('auth', async () => {
    const options = optionsFor(await getDb());
    const { runMigrations } = await getMigrations(options);
    await runMigrations();
    return betterAuth(options);
  });
}

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
