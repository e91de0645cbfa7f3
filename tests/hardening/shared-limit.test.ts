import { type AppProcess, startServer } from '../contract/server';

/*
 * With PostgreSQL, the rate limit is counted in the database, so two instances behind one
 * address share it. Needs TEST_DATABASE_URL (.ci/run starts a PostgreSQL for it).
 */

jest.setTimeout(90_000);

const databaseUrl = process.env.TEST_DATABASE_URL;
const env = { RATE_LIMIT_PER_MINUTE: '3', TRUSTED_IP_HEADER: 'x-test-client' };
let a: AppProcess | undefined;
let b: AppProcess | undefined;

beforeAll(async () => {
  if (!databaseUrl) return;
  a = await startServer({ databaseUrl, seed: false, env });
  b = await startServer({ databaseUrl, seed: false, env });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

(databaseUrl ? it : it.skip)('counts submissions from one address across two instances', async () => {
  const client = {
    'content-type': 'application/json',
    'x-test-client': `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`,
  };
  const body = JSON.stringify({ email: `limit.${Date.now()}@example.com`, website: 'acn' });
  const send = (app: AppProcess) =>
    fetch(app.api + '/suscribe/addSuscriber', { method: 'POST', headers: client, body }).then((r) => r.status);
  expect([await send(a!), await send(b!), await send(a!)]).toEqual([201, 201, 201]);
  expect(await send(b!)).toBe(429);
  expect(await send(a!)).toBe(429);
});
