import { forgetOnce, processOnce } from '../platform/process-once';
import fs from 'node:fs';
import path from 'node:path';
import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { Pool } from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { env } from '../platform/env';
import { log } from '../platform/observe';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

/*
 * The embedded admin server's database: a SQLite file under DATA_DIR by default, or
 * PostgreSQL when DATABASE_URL says so. The queries are the same Kysely code for both.
 * Migrations run once per process, before the first query.
 */

export type Db = Kysely<Database>;

export const databaseFile = (dataDir = env().DATA_DIR) => path.join(dataDir, 'edu-connect.sqlite');

/**
 * An idle connection that PostgreSQL closes (a restart, a failover) makes the pool emit 'error'; unheard,
 * that is an uncaught exception in the server. The pool drops that connection and opens a new one on
 * the next query, so the event only needs saying once per outage.
 */
export function keepAliveThroughOutages(pool: Pool): void {
  let reported = false;
  pool.on('error', (error) => {
    if (!reported) log.error('[db] a PostgreSQL connection was closed; the next query opens a new one', { error });
    reported = true;
  });
  pool.on('connect', () => (reported = false));
}

async function open(): Promise<Db> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: DATABASE_URL, max: 5, connectionTimeoutMillis: 5000 });
    keepAliveThroughOutages(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const file = databaseFile(DATA_DIR);
  const sqlite = new SQLite(file);
  const { dev, ino } = fs.statSync(file);
  opened.__eduConnectDbFile = { file, dev, ino };
  // WAL lets pages read while a form writes; synchronous=FULL makes a commit durable
  // before the reply goes out (the server answers only after the write is on disk).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query it runs, and SQLite parses the SQL again each time. The queries are
 * the same few texts with new parameters, so each text is prepared once and its statement reused
 * (safe: better-sqlite3 runs a statement to completion before anything else can use it).
 */
function withStatementCache(sqlite: SQLiteDatabase) {
  const statements = new Map<string, ReturnType<SQLiteDatabase['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // Bounded: texts built per call (a list of ids of varying length) must not grow it for ever.
        if (statements.size >= 500) statements.clear();
        statements.set(sql, (statement = sqlite.prepare(sql)));
      }
      return statement;
    },
  };
}

/**
 * The SQLite file this process opened, as the file system knew it then: kept on globalThis, like the
 * connection, so that whichever bundle asks whether it is still there compares with the same.
 */
const opened = globalThis as typeof globalThis & { __eduConnectDbFile?: { file: string; dev: number; ino: number } };

/**
 * Whether the database answers now (readiness). On SQLite, also whether the file at its path is still the
 * one this process has open: a file moved, deleted or replaced (a restore) leaves the open connection
 * reading and writing a file no longer there, whose writes the next start would not see.
 */
export async function databaseAnswers(db: Db): Promise<boolean> {
  await sql`select 1`.execute(db);
  const kept = opened.__eduConnectDbFile;
  if (!kept) return true;
  const now = await fs.promises.stat(kept.file).catch(() => null);
  return now !== null && now.dev === kept.dev && now.ino === kept.ino;
}

/** The one connection of this process (every bundle and Next's dev reloads share it), migrated on first use. */
export function getDb(): Promise<Db> {
  return processOnce('db', () =>
    open().then(async (db) => {
      await migrateToLatest(db as Kysely<unknown>);
      return db;
    }),
  );
}

export async function closeDb(): Promise<void> {
  const pending = forgetOnce<Db>('db');
  delete opened.__eduConnectDbFile;
  if (pending) await (await pending).destroy();
}

/**
 * Whether an error says the database cannot be reached (refused, reset, shut down, timed out) rather
 * than refusing the query: a caller answers 503 then, and nothing was stored.
 */
export function isUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const walk = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const { code, message, errors, cause } = e as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/.test(code) || /^(08|57P)/.test(code))
    )
      return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message))
      return true;
    return (Array.isArray(errors) && errors.some(walk)) || walk(cause);
  };
  return walk(error);
}
