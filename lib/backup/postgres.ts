import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { BackupError, type Checksum } from './manifest';
import type { StoreDescription } from './sqlite';

/*
 * The PostgreSQL store, dumped with pg_dump and restored with pg_restore (Debian's postgresql-client), run
 * as child processes. The dump, the row counts and the uploads' checksums of the manifest all read one
 * snapshot: a read-only transaction exports it and pg_dump is told to use it (--snapshot).
 */

/**
 * The database's address for a client program, without its password, which goes in PGPASSWORD: a command
 * line can be read by every user of the machine (ps), a process's environment only by its owner.
 */
function addressOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client program; its own message when it fails, and a clear one when it is not installed. */
function run(program: string, args: string[], databaseUrl: string): Promise<void> {
  const { dbname, env } = addressOf(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${dbname}`], { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${program} is not installed: apt-get install postgresql-client`, 'failed')
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim() || 'no message'}`, 'failed')),
    );
  });
}

async function connect(databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`PostgreSQL (DATABASE_URL) cannot be reached: ${error.message}`, 'failed');
  });
  return client;
}

/** The tables of the database's own schemas, as "name" in public and "schema.name" elsewhere. */
async function tablesOf(client: Client): Promise<{ key: string; sql: string }[]> {
  const { rows } = await client.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`,
  );
  return rows.map((r) => ({
    key: r.schemaname === 'public' ? r.tablename : `${r.schemaname}.${r.tablename}`,
    sql: `${client.escapeIdentifier(r.schemaname)}.${client.escapeIdentifier(r.tablename)}`,
  }));
}

async function describe(client: Client): Promise<StoreDescription & { storedFiles: Checksum[] }> {
  const tables: Record<string, number> = {};
  const list = await tablesOf(client);
  for (const t of list)
    tables[t.key] = Number((await client.query<{ n: string }>(`select count(*) as n from ${t.sql}`)).rows[0]!.n);
  const has = (key: string) => list.some((t) => t.key === key);
  const storedFiles = has('stored_files')
    ? (
        await client.query<{ path: string; bytes: number; sha256: string }>(
          `select path, length(bytes) as bytes, encode(sha256(bytes), 'hex') as sha256 from stored_files order by path`,
        )
      ).rows
    : [];
  const migration = has('kysely_migration')
    ? ((await client.query<{ name: string | null }>('select max(name) as name from kysely_migration')).rows[0]!.name ??
      null)
    : null;
  return { tables, storedFiles, migration };
}

/**
 * Dumps the database into `file` (pg_dump's custom format, uncompressed so that restic's copies share what
 * did not change) and answers its row counts and uploads, all as of one snapshot.
 */
export async function dumpPostgres(
  databaseUrl: string,
  file: string,
): Promise<StoreDescription & { storedFiles: Checksum[] }> {
  const client = await connect(databaseUrl);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { snapshot } = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows[0]!;
    const described = await describe(client);
    await run(
      'pg_dump',
      ['--format=custom', '--compress=0', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`],
      databaseUrl,
    );
    await client.query('commit');
    return described;
  } finally {
    await client.end();
  }
}

/** How many tables, views, sequences… the database's own schemas hold: a restore needs none. */
export async function objectsIn(databaseUrl: string): Promise<number> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
          and n.nspname not like 'pg\\_temp%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Restores a dump into an empty database in one transaction (a failure leaves it empty), then describes it. */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
): Promise<StoreDescription & { storedFiles: Checksum[] }> {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    databaseUrl,
  );
  const client = await connect(databaseUrl);
  try {
    return await describe(client);
  } finally {
    await client.end();
  }
}
