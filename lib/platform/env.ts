import { z } from 'zod';
import path from 'node:path';

/**
 * The server's environment, checked once. A bad value stops the process with a message
 * that names the variable, instead of failing later in some page.
 */
const envSchema = z.object({
  ADMIN_API_URL: z
    .url({ message: 'ADMIN_API_URL must be an absolute http(s) address such as https://admin.example.org/api' })
    .refine((v) => /^https?:\/\//.test(v), 'ADMIN_API_URL must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must be a postgres:// address (leave it unset for the SQLite file)',
    )
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(process.cwd(), 'data')),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  /** Signs the admin console's session cookies; unset, one is made and kept in DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.url({ message: 'SITE_URL must be an absolute address such as https://www.example.org' }).optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  /** Submissions one client address may make to one form route per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'RATE_LIMIT_PER_MINUTE must be a whole number' })
    .int('RATE_LIMIT_PER_MINUTE must be a whole number')
    .min(1, 'RATE_LIMIT_PER_MINUTE must be at least 1')
    .max(1_000_000, 'RATE_LIMIT_PER_MINUTE must be at most 1000000')
    .default(20),
  /** Other origins whose pictures pages may show (space-separated), e.g. the organisation's image host. */
  IMAGE_ORIGINS: z
    .string()
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .url({ protocol: /^https$/, message: 'IMAGE_ORIGINS must list https:// origins separated by spaces' })
          .transform((u) => new URL(u).origin),
      ),
    )
    .optional(),
  /** Set only behind a reverse proxy that writes the client's address into this header (x-forwarded-for, x-real-ip…). */
  TRUSTED_IP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'TRUSTED_IP_HEADER must be a header name such as x-forwarded-for')
    .transform((v) => v.toLowerCase())
    .optional(),
  /**
   * Several instances share Next's page and data cache in this Redis (redis://host:port). Set it, and each
   * instance needs the same AUTH_SECRET and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY.
   */
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'REDIS_URL must be a redis:// address such as redis://127.0.0.1:6379')
    .optional(),
  /**
   * nginx's purge server (deploy/nginx/cache-purge.conf, http://127.0.0.1:8081): after a staff write, the
   * copies nginx keeps of the pages are purged there, so the next visitor sees the change. Unset, a copy lags
   * a write by up to its s-maxage.
   */
  NGINX_PURGE_URL: z
    .url({ message: 'NGINX_PURGE_URL must be an http:// address such as http://127.0.0.1:8081' })
    .refine((v) => /^https?:\/\//.test(v), 'NGINX_PURGE_URL must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /** Next's key for server actions; every instance of one site needs the same (docs/deploying.md). */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z.string().optional(),
  /** The mail server e-mail is sent through (smtp://user:password@host:587 or smtps://…:465); unset, mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .refine(
      (v) => /^smtps?:\/\/[^/]+/.test(v),
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.org:587',
    )
    .optional(),
  /** Who e-mail comes from: an address, or a name and an address ("Edu Connect Africa <news@example.org>"). */
  MAIL_FROM: z
    .string()
    .refine(
      (v) => /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v.trim()),
      'MAIL_FROM must be an address such as news@example.org or "Edu Connect Africa <news@example.org>"',
    )
    .optional(),
  /**
   * The lowest level written (lib/platform/observe.ts); unset: info in production, debug in development,
   * warn under Jest.
   */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  /** `0`: no line per request (lib/platform/ops-server.ts); the bench measures the site with and without. */
  LOG_REQUESTS: z.enum(['0', '1'], { error: 'LOG_REQUESTS must be 0 or 1' }).default('1'),
  /** `0`: nothing counted and no /metrics; the bench measures the site with and without. */
  METRICS: z.enum(['0', '1'], { error: 'METRICS must be 0 or 1' }).default('1'),
  /** Set: /metrics answers whoever sends it as a bearer token (a scraper on another machine); unset: loopback only. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * The service worker (lib/offline/worker.ts): `off` serves, at /sw.js, a worker that deletes what the site's
   * worker kept on each visitor's device and unregisters it, on their next page: the switch for a broken worker.
   */
  SERVICE_WORKER: z.enum(['on', 'off'], { message: 'SERVICE_WORKER must be on or off' }).default('on'),
  /**
   * Paystack's secret key (sk_test_… first, sk_live_… once the charity's account is live): set, and the
   * embedded server takes gifts online (lib/payments/paystack.ts); unset, the donate page keeps its request
   * form and the bank-transfer details. It also signs Paystack's webhooks.
   */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(
      /^sk_(test|live)_[A-Za-z0-9]+$/,
      'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)',
    )
    .optional(),
  /** Paystack's API; a test's stand-in or a staging copy points elsewhere. */
  PAYSTACK_API_URL: z
    .url({ message: 'PAYSTACK_API_URL must be an absolute http(s) address such as https://api.paystack.co' })
    .refine((v) => /^https?:\/\//.test(v), 'PAYSTACK_API_URL must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://api.paystack.co'),
  /** How long a call to the payment provider may take before the gift is left pending for its webhook. */
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  /** The charity's registration as its receipts name it, such as "CAC/IT/No. 123456". */
  CHARITY_REGISTRATION: z.string().max(200).optional(),
  /**
   * How to give by bank transfer, shown on the donate page: one line per account, the lines separated by
   * " | " (such as "Bank: Zenith Bank | Account name: African Child Network | Account number: 1234567890").
   */
  GIFT_BANK_DETAILS: z.string().max(1000).optional(),
});

export type Env = z.infer<typeof envSchema>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * A production build or server must know its public address: every canonical, sitemap entry
 * and share card is built from it. Running one on this machine (npm run site, the tests) says so
 * with ALLOW_LOCAL_SITE_URL=1.
 */
function publicAddressProblem(source: Record<string, string | undefined>, siteUrl: string | undefined): string | null {
  if (source.NODE_ENV !== 'production' || source.ALLOW_LOCAL_SITE_URL === '1') return null;
  if (!siteUrl)
    return 'SITE_URL: must be set to the public address (such as https://www.example.org) in production; set ALLOW_LOCAL_SITE_URL=1 to build or run on this machine';
  if (LOCAL_HOSTS.has(new URL(siteUrl).hostname)) {
    return `SITE_URL: ${siteUrl} is a local address; set the public address (such as https://www.example.org), or ALLOW_LOCAL_SITE_URL=1 to build or run on this machine`;
  }
  return null;
}

/**
 * Several instances (REDIS_URL set) must sign sessions and encrypt server actions with the same keys:
 * the keys one instance would make for itself are refused by the next one.
 */
function sharedKeyProblems(e: Env): string[] {
  if (!e.REDIS_URL) return [];
  const lines: string[] = [];
  if (!e.AUTH_SECRET)
    lines.push('AUTH_SECRET: must be set, the same on every instance, when REDIS_URL is (several instances)');
  if (!e.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
    lines.push(
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be set, the same on every instance, when REDIS_URL is (several instances); make one with `openssl rand -base64 32`',
    );
  if (!e.DATABASE_URL)
    lines.push(
      'DATABASE_URL: several instances (REDIS_URL) need PostgreSQL: each would otherwise keep its own SQLite file',
    );
  return lines;
}

/**
 * A live payment key takes real money: the donor's return from checkout and the webhook must then reach
 * the site over https, so a live key with a SITE_URL that is not https refuses to start.
 */
function livePaymentsProblem(e: Env): string | null {
  if (!e.PAYSTACK_SECRET_KEY?.startsWith('sk_live_')) return null;
  if (e.SITE_URL?.startsWith('https://')) return null;
  return "PAYSTACK_SECRET_KEY: a live key (sk_live_) needs SITE_URL to be the site's https:// address";
}

let cached: Env | undefined;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings (as left by `VAR= cmd`) mean unset.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const publicAddress = parsed.success ? publicAddressProblem(cleaned, parsed.data.SITE_URL) : null;
  if (publicAddress) lines.push(publicAddress);
  if (parsed.success) lines.push(...sharedKeyProblems(parsed.data));
  if (parsed.success) {
    const live = livePaymentsProblem(parsed.data);
    if (live) lines.push(live);
  }
  if (parsed.success && parsed.data.SMTP_URL && !parsed.data.MAIL_FROM)
    lines.push('MAIL_FROM: must be set when SMTP_URL is: the address e-mail is sent from');
  if (!parsed.success || lines.length > 0)
    throw new Error(`Invalid environment:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  return parsed.data;
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}

/** The site's public address (SITE_URL, checked above) without a trailing slash, for absolute links in metadata, feeds and mail. */
export const siteUrl = () => (env().SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
