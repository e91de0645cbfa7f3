import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type AppProcess, startServer } from '../contract/server';
import { onOwnPostgresDatabase } from '../own-postgres';
import { lines, startTcpRelay, type TcpRelay, waitFor } from './support';

/*
 * /healthz and /readyz on the built server (server.ts answers both before Next). /readyz turns unready
 * when the database is gone (the SQLite file moved away; PostgreSQL cut off) or lacks a migration of this
 * code, and ready again when it returns; /healthz answers throughout, without Next (no
 * request line) and without the database. Neither answer is ever stored or tells why.
 */

jest.setTimeout(180_000);

interface Ready {
  status: number;
  cache: string | null;
  body: { status: string; checks: Record<string, string> };
}

async function readyz(app: AppProcess): Promise<Ready> {
  const reply = await fetch(`${app.origin}/readyz`);
  return { status: reply.status, cache: reply.headers.get('cache-control'), body: await reply.json() };
}

/** Asks /readyz until it answers `status` (the checks run at most once a second); answers that reply. */
async function readyzUntil(app: AppProcess, status: number): Promise<Ready> {
  let last: Ready | undefined;
  await waitFor(`/readyz to answer ${status}`, async () => (last = await readyz(app)).status === status, 15_000);
  return last!;
}

/** Nothing of what a check saw: no address, no file, no error text. */
function expectNothingPrivate(ready: Ready, app: AppProcess) {
  const text = JSON.stringify(ready.body);
  expect(text).not.toContain(app.dataDir!);
  expect(text).not.toMatch(/sqlite|postgres|error|ECONN|127\.0\.0\.1|:\d{2,5}/i);
  expect(Object.values(ready.body.checks).every((v) => v === 'ok' || v === 'failing')).toBe(true);
}

const requestPaths = (app: AppProcess) =>
  lines(app.output())
    .filter((l) => l.includes('"msg":"request"'))
    .map((l) => (JSON.parse(l) as { path: string }).path);

describe('on SQLite', () => {
  let app: AppProcess;
  beforeAll(async () => {
    // As in production (Jest's NODE_ENV=test would log warnings only): a line per request.
    app = await startServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => app?.stop());

  it('/healthz answers at once, never stored, and never reaches Next', async () => {
    const reply = await fetch(`${app.origin}/healthz`);
    expect([reply.status, reply.headers.get('cache-control'), await reply.json()]).toEqual([
      200,
      'no-store',
      { status: 'ok' },
    ]);
    expect((await fetch(`${app.origin}/healthz`, { method: 'POST' })).status).toBe(405);
    // Every request passed to Next has its line; /healthz, answered before, has none.
    await fetch(`${app.origin}/robots.txt`);
    await waitFor('the request line of /robots.txt', () => requestPaths(app).includes('/robots.txt'));
    expect(requestPaths(app)).not.toContain('/healthz');
  });

  it('/readyz is ready with the database and its migrations, unready while the file is gone, ready when it is back', async () => {
    const ready = await readyz(app);
    expect(ready).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } },
    });

    const file = path.join(app.dataDir!, 'edu-connect.sqlite');
    fs.renameSync(file, `${file}.away`);
    try {
      const gone = await readyzUntil(app, 503);
      expect(gone.body).toEqual({ status: 'unready', checks: { database: 'failing', migrations: 'ok' } });
      expect(gone.cache).toBe('no-store');
      expectNothingPrivate(gone, app);
      // /healthz does not touch the database: it answers as before.
      expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
    } finally {
      fs.renameSync(`${file}.away`, file);
    }
    expect((await readyzUntil(app, 200)).body.status).toBe('ready');
  });

  it("/readyz is unready while a migration of this code is missing, and stays ready beside a newer release's", async () => {
    const db = new Database(path.join(app.dataDir!, 'edu-connect.sqlite'));
    try {
      const newest = db.prepare('select name, timestamp from kysely_migration order by name desc limit 1').get() as {
        name: string;
        timestamp: string;
      };
      db.prepare('delete from kysely_migration where name = ?').run(newest.name);
      const behind = await readyzUntil(app, 503);
      expect(behind.body).toEqual({ status: 'unready', checks: { database: 'ok', migrations: 'failing' } });
      db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(newest.name, newest.timestamp);
      expect((await readyzUntil(app, 200)).body.checks.migrations).toBe('ok');

      // A deploy migrates while the old instances serve: a migration this code does not know leaves it ready.
      db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
        '9999_from_a_newer_release',
        new Date().toISOString(),
      );
      await new Promise((r) => setTimeout(r, 1500)); // past the checks' one-second reuse
      expect((await readyz(app)).body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
      db.prepare('delete from kysely_migration where name = ?').run('9999_from_a_newer_release');
    } finally {
      db.close();
    }
  });

  it('/metrics answers loopback, and refuses a request that came through a proxy', async () => {
    const direct = await fetch(`${app.origin}/metrics`);
    expect([direct.status, direct.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(await direct.text()).toContain('edu_http_requests_total');
    for (const header of ['x-forwarded-for', 'x-real-ip', 'x-request-id'])
      expect([header, (await fetch(`${app.origin}/metrics`, { headers: { [header]: '203.0.113.9' } })).status]).toEqual(
        [header, 403],
      );
  });
});

onOwnPostgresDatabase('observe_ready', '/readyz', (databaseUrl) => {
  describe('on PostgreSQL', () => {
    let app: AppProcess;
    let relay: TcpRelay;
    beforeAll(async () => {
      // The app reaches its PostgreSQL through a relay the test can cut, as a stopped server would be.
      const server = new URL(databaseUrl);
      relay = await startTcpRelay(server.hostname, Number(server.port || 5432));
      const through = new URL(databaseUrl);
      through.host = `127.0.0.1:${relay.port}`;
      app = await startServer({ databaseUrl: through.toString() });
    });
    afterAll(async () => {
      await app?.stop();
      await relay?.close();
    });

    it('is unready while PostgreSQL cannot be reached and ready again when it can', async () => {
      expect((await readyz(app)).body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
      await relay.cut();
      try {
        const gone = await readyzUntil(app, 503);
        expect(gone.body.status).toBe('unready');
        expect(gone.body.checks.database).toBe('failing');
        expectNothingPrivate(gone, app);
        expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
      } finally {
        await relay.restore();
      }
      expect((await readyzUntil(app, 200)).body).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok' },
      });
    });
  });
});
