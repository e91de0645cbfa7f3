import { type AppProcess, startServer } from '../contract/server';

/*
 * The answers server.ts makes before Next (/healthz, /readyz, /metrics, their refusals included) carry the
 * security headers every page carries, with the same values: both come from next.config.ts's headers(), as the
 * build wrote them (lib/platform/built-headers.ts).
 */

jest.setTimeout(180_000);

const TOKEN = 'a-metrics-token-for-the-headers-suite';
/** The headers lib/platform/security-headers.ts gives every response of a production build. */
const SECURITY = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

const apps: AppProcess[] = [];
let app: AppProcess;
let metricsOff: AppProcess;

beforeAll(async () => {
  [app, metricsOff] = await Promise.all([
    startServer({ env: { METRICS_TOKEN: TOKEN } }),
    startServer({ env: { METRICS: '0' } }),
  ]);
  apps.push(app, metricsOff);
});
afterAll(() => Promise.all(apps.map((a) => a.stop())));

/** The security headers of an answer, by name. */
const securityOf = (reply: Response) => Object.fromEntries(SECURITY.map((name) => [name, reply.headers.get(name)]));

it.each([
  ['/healthz', 'GET', {}, 200],
  ['/healthz', 'POST', {}, 405],
  ['/readyz', 'GET', {}, 200],
  ['/readyz', 'DELETE', {}, 405],
  ['/metrics', 'GET', { authorization: `Bearer ${TOKEN}` }, 200],
  ['/metrics', 'GET', {}, 403],
  ['/metrics', 'GET', { authorization: 'Bearer not-the-token' }, 403],
  ['/metrics', 'PUT', { authorization: `Bearer ${TOKEN}` }, 405],
] as const)('%s asked with %s %j answers %i with the headers every page has', async (path, method, headers, status) => {
  const pageReply = await fetch(`${app.origin}/faq`);
  const page = securityOf(pageReply);
  await pageReply.text();
  // The page has each of them: the comparison below cannot pass on two answers that both lack them.
  expect(Object.entries(page).filter(([, value]) => !value)).toEqual([]);

  const reply = await fetch(`${app.origin}${path}`, { method, headers });
  const body = await reply.text();
  expect([reply.status, securityOf(reply), reply.headers.get('cache-control')]).toEqual([status, page, 'no-store']);
  if (status === 200) expect(body.length).toBeGreaterThan(0);
  else expect(body).toBe('');
  if (status === 405) expect(reply.headers.get('allow')).toBe('GET, HEAD');
});

it('/metrics switched off (METRICS=0) answers 404 with them too', async () => {
  const page = securityOf(await fetch(`${metricsOff.origin}/faq`));
  const reply = await fetch(`${metricsOff.origin}/metrics`);
  expect([reply.status, await reply.text(), securityOf(reply)]).toEqual([404, '', page]);
});
