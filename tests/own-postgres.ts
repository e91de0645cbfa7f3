import { Client } from 'pg';

/*
 * A suite on PostgreSQL in a database of its own, made before it and dropped after, so that the
 * contract suite running beside it on TEST_DATABASE_URL never empties what it reads. Without
 * TEST_DATABASE_URL (.ci/run sets one) the suite is skipped, and says so.
 */

export async function run(server: string, statement: string) {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Drops a database a suite made. WITH (FORCE) ends the suite's own leftover connections, but a role
 * that is not a superuser may not end an autovacuum worker (42501), which a freshly filled database
 * often has; a plain DROP stops such a worker itself, so it follows, retried while a connection is
 * still closing (55006).
 */
export async function dropDatabase(server: string, name: string) {
  try {
    return await run(server, `drop database if exists ${name} with (force)`);
  } catch (error) {
    if (codeOf(error) !== '42501') throw error;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(server, `drop database if exists ${name}`);
    } catch (error) {
      if (codeOf(error) !== '55006' || attempt === 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
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
  afterAll(() => dropDatabase(server, name));
}
