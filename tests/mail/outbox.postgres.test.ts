/** @jest-environment node */
import { Client } from 'pg';
import { outboxSuite } from './outbox-suite';

/*
 * The outbox and its sender on PostgreSQL: in a database of its own, made here and dropped after,
 * so that the contract suite running beside it on TEST_DATABASE_URL never empties what this one reads.
 * Without TEST_DATABASE_URL (.ci/run sets one) this file is skipped.
 */
const server = process.env.TEST_DATABASE_URL;
const name = `edu_outbox_${process.pid}`;

async function admin(statement: string) {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (server) {
  beforeAll(() => admin(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  outboxSuite({ databaseUrl: url.toString() });
  // Declared after the suite's own, so that its connections are closed first.
  afterAll(() => admin(`drop database if exists ${name} with (force)`));
} else describe.skip('the outbox on PostgreSQL (set TEST_DATABASE_URL to run)', () => it('needs a PostgreSQL database', () => {}));
