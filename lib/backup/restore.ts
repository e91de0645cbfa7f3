import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationNames } from '../db/migrations';
import { inspectArchive, syncPath, unpackArchive, writeDurably } from './archive';
import type { Store } from './backup';
import { BackupError, type Checksum, type Manifest, POSTGRES_DUMP, SECRET_FILE, SQLITE_FILE } from './manifest';
import { objectsIn, restorePostgres } from './postgres';
import { describeSqliteCopy } from './sqlite';

/*
 * A restore: the archive is read whole and checked against its manifest, and the target checked empty,
 * before anything is written; then a fresh DATA_DIR (SQLite) or an empty database (PostgreSQL) is brought
 * to the archive's state, and that state checked against the manifest's counts and checksums.
 */

/** The first difference between what the manifest counted and what the restored store holds, or null. */
function difference(
  manifest: Manifest,
  restored: { tables: Record<string, number>; storedFiles?: Checksum[] },
): string | null {
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored.tables)]);
  for (const name of [...names].sort())
    if (manifest.tables[name] !== restored.tables[name])
      return `table ${name} has ${restored.tables[name] ?? 'no'} rows where the manifest counted ${manifest.tables[name] ?? 'none'}`;
  if (restored.storedFiles) {
    const key = (f: Checksum) => `${f.path} ${f.bytes} ${f.sha256}`;
    const kept = new Set(restored.storedFiles.map(key));
    const lost = manifest.storedFiles.find((f) => !kept.has(key(f)));
    if (lost || restored.storedFiles.length !== manifest.storedFiles.length)
      return `the upload ${lost?.path ?? ''} in stored_files does not match its checksum in the manifest`;
  }
  return null;
}

async function isEmptyFolder(folder: string): Promise<boolean | null> {
  try {
    return (await fs.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Unpacks into a folder made inside DATA_DIR, checks the database there, then moves each file into place. */
async function restoreSqlite(archive: string, manifest: Manifest, dataDir: string): Promise<void> {
  const empty = await isEmptyFolder(dataDir);
  if (empty === false)
    throw new BackupError(
      `DATA_DIR (${dataDir}) is not empty: a restore goes into a new or empty folder and never overwrites one. Move the present folder aside first (mv ${dataDir} ${dataDir}.old).`,
      'target',
    );
  // The first folder made here, if any (DATA_DIR or a parent of it), to take away again on a refusal.
  const made = await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const staging = await fs.mkdtemp(path.join(dataDir, '.restoring-'));
  try {
    await unpackArchive(archive, manifest, staging);
    const problem = difference(manifest, describeSqliteCopy(path.join(staging, SQLITE_FILE), archive));
    if (problem) throw new BackupError(`${archive} is damaged: ${problem}.`, 'damaged');
    for (const entry of await fs.readdir(staging))
      await fs.rename(path.join(staging, entry), path.join(dataDir, entry));
    await fs.rmdir(staging);
    await syncPath(dataDir);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    // Folders made for the restore go with it: a refused restore leaves the target as it found it.
    if (made) await fs.rm(made, { recursive: true, force: true });
    throw error;
  }
}

/** The archive's signing key, to be written into DATA_DIR, or null when it is there already; refused when another is. */
async function secretToWrite(staging: string, dataDir: string): Promise<Buffer | null> {
  const archived = await fs.readFile(path.join(staging, SECRET_FILE));
  const present = await fs.readFile(path.join(dataDir, SECRET_FILE)).catch(() => null);
  if (!present) return archived;
  if (present.length === archived.length && timingSafeEqual(present, archived)) return null;
  throw new BackupError(
    `${path.join(dataDir, SECRET_FILE)} holds another signing key than the archive's: move it aside, or point DATA_DIR at a new folder, to restore the archive's.`,
    'target',
  );
}

async function restorePostgresStore(
  archive: string,
  manifest: Manifest,
  store: Store & { databaseUrl: string },
): Promise<void> {
  const objects = await objectsIn(store.databaseUrl);
  if (objects > 0)
    throw new BackupError(
      `The database DATABASE_URL names is not empty (${objects} tables, sequences or indexes): a restore goes into an empty database and never overwrites one. Make a new one (createdb) and point DATABASE_URL at it.`,
      'target',
    );
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'edu-connect-restore-'));
  try {
    await unpackArchive(archive, manifest, staging);
    const secret = manifest.authSecret === 'included' ? await secretToWrite(staging, store.dataDir) : null;
    const problem = difference(manifest, await restorePostgres(store.databaseUrl, path.join(staging, POSTGRES_DUMP)));
    if (problem)
      throw new BackupError(`The restored database differs from ${archive}'s manifest: ${problem}.`, 'failed');
    if (secret) {
      await fs.mkdir(store.dataDir, { recursive: true, mode: 0o700 });
      await writeDurably(path.join(store.dataDir, SECRET_FILE), secret);
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into the store the environment names: its DATA_DIR (SQLite) or its DATABASE_URL
 * (PostgreSQL, with the signing key, when the archive has it, into DATA_DIR). Answers the manifest; refuses
 * (BackupError) a foreign or damaged archive, an archive of the other store, or a target that is not empty.
 */
export async function restoreArchive(archive: string, store: Store): Promise<Manifest> {
  const manifest = await inspectArchive(archive);
  if (manifest.migration !== null && !migrationNames().includes(manifest.migration))
    throw new BackupError(
      `${archive} was made by a later version of the site: its database has the migration ${manifest.migration}, which this code does not know. Restore it with the code it was made with.`,
      'foreign',
    );
  if (manifest.store === 'postgresql' && !store.databaseUrl)
    throw new BackupError(
      `${archive} holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it into.`,
      'target',
    );
  if (manifest.store === 'sqlite' && store.databaseUrl)
    throw new BackupError(
      `${archive} holds the SQLite store: leave DATABASE_URL unset and set DATA_DIR to a new folder to restore it into.`,
      'target',
    );
  if (store.databaseUrl) await restorePostgresStore(archive, manifest, { ...store, databaseUrl: store.databaseUrl });
  else await restoreSqlite(archive, manifest, store.dataDir);
  return manifest;
}
