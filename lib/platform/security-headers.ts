import type { Env } from './env';

/*
 * The security headers every response carries, pages and /api alike, set in one place
 * (next.config.ts). They are fixed per build, so pages stay statically cacheable.
 *
 * Scripts: the site's own files, plus the inline data scripts Next writes into each page, which
 * differ per page and per render; allowing them by nonce would make every page dynamic, so they
 * are allowed as inline scripts. No other origin may supply a script, a frame or a plugin, no form
 * leads anywhere but here or, where gifts are taken online, to the payment provider's checkout (the
 * giving form's answer is a redirect there, which the browser holds to form-action), and no other site
 * may frame these pages.
 */

const VERCEL_ANALYTICS = 'https://va.vercel-scripts.com';
/** Paystack's hosted checkout, where its initialize call sends the donor. */
const PAYSTACK_CHECKOUT = 'https://checkout.paystack.com';
const PAYSTACK_API = 'https://api.paystack.co';

/**
 * Where the giving form may send the donor: Paystack's checkout, or, for Paystack at another address
 * (a test's stand-in, a staging copy), that address's origin, which serves its checkout too.
 */
function checkoutSources(env: Partial<Pick<Env, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_API_URL'>>): string[] {
  if (!env.PAYSTACK_SECRET_KEY) return [];
  const api = env.PAYSTACK_API_URL ?? PAYSTACK_API;
  return api === PAYSTACK_API ? [hostSource(PAYSTACK_CHECKOUT)] : [hostSource(PAYSTACK_CHECKOUT), hostSource(api)];
}

/*
 * An https origin on its default port is written as its bare host, which on an https page allows the
 * same addresses and keeps the header short. Other origins (a port, plain http) keep their scheme.
 * (Next fills route parameters into a header value that holds a colon, so it compiles this policy on
 * every response since `data:` is in it: a small cost next to a page's, against a round trip saved on
 * every page whose largest paint is one of the site's drawings.)
 */
function hostSource(url: string): string {
  const { protocol, host, port, origin } = new URL(url);
  return protocol === 'https:' && port === '' ? host : origin;
}

export function contentSecurityPolicy(
  env: Pick<Env, 'ADMIN_API_URL' | 'IMAGE_ORIGINS'> & Partial<Pick<Env, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_API_URL'>>,
  vercel = process.env.VERCEL === '1',
): string {
  const analytics = vercel ? [hostSource(VERCEL_ANALYTICS)] : [];
  // Pictures named by the admin server may live on its host, or on hosts the organisation lists.
  const imageHosts = [...(env.ADMIN_API_URL ? [env.ADMIN_API_URL] : []), ...(env.IMAGE_ORIGINS ?? [])].map(hostSource);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the site's own small drawings written into the page (lib/content/inline-art.ts); no blob:.
    'img-src': ["'self'", 'data:', ...imageHosts],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...analytics],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...checkoutSources(env)],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(
  env: Pick<Env, 'ADMIN_API_URL' | 'IMAGE_ORIGINS'> & Partial<Pick<Env, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_API_URL'>>,
  production: boolean,
): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Sharing and copying a link are the only powerful features the site uses.
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), clipboard-write=(self), web-share=(self)',
    },
  ];
}
