import fs from 'node:fs';
import Database from 'better-sqlite3';
import { BackupError } from './manifest';

/*
 * The SQLite store, copied with SQLite's online backup API (better-sqlite3's `backup()`), from another
 * process while the site keeps writing.
 */

/** Pages per step: all of them, so the copy is made in one step, inside one read transaction. */
const EVERY_PAGE = 0x7fffffff;

export interface StoreDescription {
  tables: Record<string, number>;
  migration: string | null;
}

/**
 * Copies the database at `source` into the new file `copy`, consistent as of one instant: better-sqlite3's
 * first step only opens the backup, and the second copies every page at once (a step spread over several
 * calls would start again each time the site wrote in between, and might never end). In WAL mode that
 * step is a read transaction, which never holds up the site's writes. The copy is then made a file that
 * stands alone (rollback journal), checked, and its tables counted.
 */
export async function snapshotSqlite(source: string, copy: string): Promise<StoreDescription> {
  if (!fs.existsSync(source))
    throw new BackupError(
      `There is no database at ${source}: nothing to back up (is DATA_DIR the site's data folder?).`,
      'failed',
    );
  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 10000');
    await live.backup(copy, { progress: () => EVERY_PAGE });
  } finally {
    live.close();
  }
  const db = new Database(copy, { fileMustExist: true });
  try {
    // The site opens it in WAL mode again on its first start; in the archive it is one file with nothing beside it.
    db.pragma('journal_mode = DELETE');
    const problem = integrityProblem(db);
    if (problem) throw new BackupError(`The copy of ${source} fails SQLite's integrity check: ${problem}`, 'failed');
    return describe(db);
  } finally {
    db.close();
  }
}

function integrityProblem(db: Database.Database): string | null {
  const result = db.pragma('integrity_check', { simple: true });
  return result === 'ok' ? null : String(result);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function describe(db: Database.Database): StoreDescription {
  const names = db
    .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
    .pluck()
    .all() as string[];
  const tables = Object.fromEntries(
    names.map((name) => [
      name,
      db
        .prepare(`select count(*) from ${quoted(name)}`)
        .pluck()
        .get() as number,
    ]),
  );
  const migration = names.includes('kysely_migration')
    ? ((db.prepare('select max(name) from kysely_migration').pluck().get() as string | null) ?? null)
    : null;
  return { tables, migration };
}

/** A restored copy, read only: its integrity and its tables' counts (BackupError when SQLite finds it damaged). */
export function describeSqliteCopy(file: string, archive: string): StoreDescription {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const problem = integrityProblem(db);
    if (problem) throw new Error(problem);
    return describe(db);
  } catch (error) {
    throw new BackupError(
      `${archive} is damaged: its database fails SQLite's integrity check (${(error as Error).message}).`,
      'damaged',
    );
  } finally {
    db?.close();
  }
}
