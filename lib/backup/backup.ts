import fs from 'node:fs/promises';
import path from 'node:path';
import { databaseFile } from '../db/db';
import { env } from '../platform/env';
import { filesUnder, inspectArchive, packArchive, sha256Of, syncPath, writeDurably } from './archive';
import {
  BackupError,
  type Checksum,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  type Manifest,
  POSTGRES_DUMP,
  SAFE_PATH,
  SECRET_FILE,
  SQLITE_FILE,
  UPLOADS,
} from './manifest';
import { dumpPostgres } from './postgres';
import { snapshotSqlite } from './sqlite';

/*
 * One backup: the store as of one instant (SQLite's online backup API, or pg_dump in an exported
 * snapshot), then the uploads on disk, the auth secret and the manifest, packed into one dated archive,
 * read back and checked before it takes its name; then all but the last `keep` archives are removed.
 */

/** Where the site keeps what lasts, as the environment says (lib/platform/env.ts). */
export interface Store {
  /** DATA_DIR: the SQLite file, its uploads and the auth secret; with a database, the auth secret alone. */
  dataDir: string;
  /** PostgreSQL, which then holds the data and the uploads (stored_files). */
  databaseUrl?: string;
  /** AUTH_SECRET is set: the key lives in the environment, not in DATA_DIR, and is not archived. */
  secretFromEnvironment: boolean;
}

export function storeFromEnvironment(): Store {
  const { DATA_DIR, DATABASE_URL, AUTH_SECRET } = env();
  return { dataDir: path.resolve(DATA_DIR), databaseUrl: DATABASE_URL, secretFromEnvironment: Boolean(AUTH_SECRET) };
}

/** The archives this tool writes and prunes; nothing else in the folder is touched. */
export const ARCHIVE_NAME = /^edu-connect-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;
export const archiveName = (at: Date) => `edu-connect-${at.toISOString().replace(/[:.]/g, '-')}.tar`;

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  /** Archives removed to keep the last `keep`. */
  removed: string[];
  /** Files under uploads/ left out: names the site never makes, which an archive cannot carry safely. */
  skipped: string[];
}

/**
 * Copies the uploads (after the store's snapshot: each upload is on disk before the record that names it
 * is committed, so every upload the snapshot names is there; a later one is only unused) into `to`, as a
 * clone where the file system makes one. Each copy is hashed later, so an upload still being written as
 * it was copied (one no record of the snapshot names) cannot make the archive disagree with its manifest.
 */
async function copyUploads(from: string, to: string): Promise<{ copied: string[]; skipped: string[] }> {
  const files = await filesUnder(from).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const copied: string[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    if (!SAFE_PATH.test(file)) {
      skipped.push(file);
      continue;
    }
    await fs.mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await fs.copyFile(path.join(from, file), path.join(to, file), fs.constants.COPYFILE_FICLONE);
    copied.push(`${UPLOADS}/${file}`);
  }
  return { copied, skipped };
}

/** The auth secret in DATA_DIR, copied, or why it is not in the archive. */
async function copySecret(store: Store, to: string): Promise<Manifest['authSecret']> {
  if (store.secretFromEnvironment) return 'environment';
  const secret = await fs.readFile(path.join(store.dataDir, SECRET_FILE)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!secret) return 'none';
  await writeDurably(path.join(to, SECRET_FILE), secret);
  return 'included';
}

function describeContents(manifest: Omit<Manifest, 'contents'>): string[] {
  const uploads = manifest.files.filter((f) => f.path.startsWith(`${UPLOADS}/`)).length;
  return [
    manifest.store === 'sqlite'
      ? `${SQLITE_FILE}: the SQLite store (content, submissions, staff accounts and sessions, mail outbox, audit log), as of ${manifest.createdAt}.`
      : `${POSTGRES_DUMP}: pg_dump (custom format) of the PostgreSQL database as of ${manifest.createdAt}: every table, the ${manifest.storedFiles.length} uploads among them (stored_files).`,
    ...(manifest.store === 'sqlite'
      ? [`${UPLOADS}/: the ${uploads} uploaded pictures and files of DATA_DIR/uploads.`]
      : []),
    {
      included: `${SECRET_FILE}: the key that signs staff sessions and e-mailed links (DATA_DIR/auth-secret).`,
      environment:
        'Not included: the signing key, which is AUTH_SECRET in the environment; restore needs it set to the same value.',
      none: 'No signing key: none had been made in DATA_DIR yet (the site makes one on first use).',
    }[manifest.authSecret],
    'Not included: the rest of the environment (DATABASE_URL, ADMIN_TOKEN, SMTP_URL, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY…), the build (.next) and the page cache (Redis, nginx), which npm run build and the running site make again.',
  ];
}

/** What a backup writes before its archive is checked: removed at its end, or, left by one killed, a day later. */
const UNFINISHED = /^\.edu-connect-(staging-\w+|\d{4}-.*\.tar\.partial)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes all but the newest `keep` archives of the folder, never the one just written (another backup
 * running at once may remove the same ones), and what a backup killed over a day ago left unfinished.
 */
async function prune(folder: string, keep: number, written: string): Promise<string[]> {
  const names = await fs.readdir(folder);
  const archives = names.filter((n) => ARCHIVE_NAME.test(n)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep)).filter((n) => n !== written);
  for (const name of removed) await fs.rm(path.join(folder, name), { force: true });
  for (const name of names.filter((n) => UNFINISHED.test(n))) {
    const stat = await fs.stat(path.join(folder, name)).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > DAY_MS)
      await fs.rm(path.join(folder, name), { recursive: true, force: true });
  }
  return removed;
}

export async function takeBackup(
  store: Store,
  { to, keep, now = new Date() }: { to: string; keep: number; now?: Date },
): Promise<BackupResult> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new BackupError('--keep must be a whole number of at least 1', 'failed');
  const folder = path.resolve(to);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  const name = archiveName(now);
  const archive = path.join(folder, name);
  const partial = path.join(folder, `.${name}.partial`);
  const staging = await fs.mkdtemp(path.join(folder, '.edu-connect-staging-'));
  try {
    const entries: string[] = [];
    let described: Awaited<ReturnType<typeof dumpPostgres>>;
    let skipped: string[] = [];
    if (store.databaseUrl) {
      described = await dumpPostgres(store.databaseUrl, path.join(staging, POSTGRES_DUMP));
      entries.push(POSTGRES_DUMP);
    } else {
      described = {
        ...(await snapshotSqlite(databaseFile(store.dataDir), path.join(staging, SQLITE_FILE))),
        storedFiles: [],
      };
      entries.push(SQLITE_FILE);
    }
    const authSecret = await copySecret(store, staging);
    if (authSecret === 'included') entries.push(SECRET_FILE);
    let uploads: string[] = [];
    if (!store.databaseUrl) {
      ({ copied: uploads, skipped } = await copyUploads(
        path.join(store.dataDir, UPLOADS),
        path.join(staging, UPLOADS),
      ));
      if (uploads.length > 0) entries.push(UPLOADS);
    }
    const files: Checksum[] = [];
    for (const file of [...entries.filter((e) => e !== UPLOADS), ...uploads])
      files.push({ path: file, ...(await sha256Of(path.join(staging, file))) });
    const facts = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      store: store.databaseUrl ? 'postgresql' : 'sqlite',
      migration: described.migration,
      files,
      tables: described.tables,
      storedFiles: described.storedFiles,
      authSecret,
    } as const;
    const manifest: Manifest = { ...facts, contents: describeContents(facts) };
    await writeDurably(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(staging, [MANIFEST, ...entries], partial);
    // Read back before it takes its name: an archive under that name has been checked whole.
    await inspectArchive(partial);
    // Never over another archive; a rename, since a disk the organisation plugs in (vfat) may make no hard link.
    if (await fs.stat(archive).catch(() => null)) throw new BackupError(`${archive} already exists`, 'failed');
    await fs.rename(partial, archive);
    await syncPath(folder);
    return { archive, manifest, removed: await prune(folder, keep, name), skipped };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(partial, { force: true });
  }
}
