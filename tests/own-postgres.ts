import { Client } from 'pg';

/*
 * A suite on PostgreSQL in a database of its own, made before it and dropped after, so that the
 * contract suite running beside it on TEST_DATABASE_URL never empties what it reads. Without
 * TEST_DATABASE_URL (.ci/run sets one) the suite is skipped, and says so.
 */

async function run(server: string, statement: string) {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function onOwnPostgresDatabase(prefix: string, what: string, suite: (databaseUrl: string) => void) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    describe.skip(`${what} on PostgreSQL (set TEST_DATABASE_URL to run)`, () =>
      it('needs a PostgreSQL database', () => {}));
    return;
  }
  const name = `${prefix}_${process.pid}`;
  beforeAll(() => run(server, `create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  suite(url.toString());
  // Declared after the suite's own, so that its connections are closed first.
  afterAll(() => run(server, `drop database if exists ${name} with (force)`));
}
