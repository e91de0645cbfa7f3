import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import * as tar from 'tar';
import { ARCHIVE_NAME, type Store, takeBackup } from '../../lib/backup/backup';
import { BackupError, type Manifest } from '../../lib/backup/manifest';
import { restoreArchive } from '../../lib/backup/restore';
import { migrateToLatest } from '../../lib/db/migrations';

/*
 * The archive and its checks, on a small SQLite store and without a server (the streamed suite beside
 * this one takes a backup under load over the built server, on SQLite and PostgreSQL): what an archive
 * holds and says of itself, keeping the newest N, a restore that gives back the same files, and every
 * refusal with its message, each leaving the target as it was. Then the copy off the machine: the
 * archive into a local restic repository and back, byte for byte.
 */

const root = path.resolve(__dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-archive-'));
const dataDir = path.join(work, 'data');
const store: Store = { dataDir, secretFromEnvironment: false };
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
let archive: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(dataDir, 'uploads', 'media'), { recursive: true });
  const sqlite = new Database(path.join(dataDir, 'edu-connect.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  sqlite
    .prepare(
      `insert into contact_messages (id, arm, first_name, last_name, email, message, created_at) values (?, 'acn', 'Ama', 'Mensah', ?, 'Hello', ?)`,
    )
    .run('m1', 'ama@example.org', new Date().toISOString());
  await db.destroy();
  fs.writeFileSync(path.join(dataDir, 'uploads', 'a-artwork-1.png'), Buffer.from('first picture'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'media', 'b.webp'), Buffer.from('second picture'));
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'a-signing-key-of-the-site-0123456789', { mode: 0o600 });
  archive = (await takeBackup(store, { to: path.join(work, 'backups'), keep: 5 })).archive;
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * Rewrites an archive after `edit` has changed its unpacked files; the entries keep their order. With
 * `portable: false` each entry keeps its mode as on disk (tar's portable mode clears the write bits of group and others).
 */
async function repacked(
  name: string,
  edit: (dir: string) => void,
  entries?: string[],
  { portable = true } = {},
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, 'repack-'));
  const listed = new Set<string>();
  await tar.t({ file: archive, onReadEntry: (e) => void listed.add(e.path.split('/')[0]!) });
  await tar.x({ file: archive, cwd: dir });
  edit(dir);
  const file = path.join(work, name);
  await tar.c({ file, cwd: dir, portable }, entries ?? [...listed]);
  return file;
}

const editManifest = (dir: string, change: (m: Record<string, unknown>) => void) => {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
};

/** A restore that must be refused: its message, and the target left as it was (here: not made). */
async function refused(file: string, target: Partial<Store> = {}): Promise<string> {
  // A DATA_DIR whose parent does not exist either: neither may be left behind.
  const parent = path.join(work, `target-${Math.random().toString(36).slice(2)}`);
  const into = { ...store, dataDir: path.join(parent, 'data'), ...target };
  const error = await restoreArchive(file, into).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  expect(fs.existsSync(parent)).toBe(false);
  return (error as Error).message;
}

it('writes one dated archive, manifest.json first, that lists every file with its size and SHA-256', async () => {
  expect(path.basename(archive)).toMatch(ARCHIVE_NAME);
  expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  const entries: string[] = [];
  let text = '';
  await tar.t({
    file: archive,
    onReadEntry: (e) => {
      entries.push(e.path);
      if (e.path === 'manifest.json') e.on('data', (d: Buffer) => (text += String(d)));
    },
  });
  expect(entries[0]).toBe('manifest.json');
  const manifest = JSON.parse(text) as Manifest;
  expect(manifest).toMatchObject({ format: 'edu-connect-africa-backup', version: 1, store: 'sqlite' });
  expect(manifest.authSecret).toBe('included');
  expect(manifest.tables.contact_messages).toBe(1);
  expect(manifest.migration).toMatch(/^\d{4}_/);
  const byPath = Object.fromEntries(manifest.files.map((f) => [f.path, f.sha256]));
  for (const f of ['auth-secret', 'uploads/a-artwork-1.png', 'uploads/media/b.webp'])
    expect(byPath[f]).toBe(sha256(path.join(dataDir, f)));
  expect(Object.keys(byPath).sort()).toEqual(
    ['auth-secret', 'edu-connect.sqlite', 'uploads/a-artwork-1.png', 'uploads/media/b.webp'].sort(),
  );
  expect(manifest.contents.join('\n')).toMatch(/Not included: the rest of the environment/);
});

it('keeps the newest archives it was told to, clears what a killed backup left, and touches nothing else', async () => {
  const folder = path.join(work, 'kept');
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'not an archive');
  // What backups killed midway left: gone once a day old, kept while one may still be running.
  const stale = path.join(folder, '.edu-connect-staging-Ab12Cd');
  fs.mkdirSync(stale);
  fs.writeFileSync(path.join(folder, '.edu-connect-2025-12-30T02-30-00-000Z.tar.partial'), 'half');
  const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  fs.utimesSync(stale, lastWeek, lastWeek);
  fs.utimesSync(path.join(folder, '.edu-connect-2025-12-30T02-30-00-000Z.tar.partial'), lastWeek, lastWeek);
  const running = path.join(folder, '.edu-connect-staging-Ef34Gh');
  fs.mkdirSync(running);
  const written: string[] = [];
  for (const day of [1, 2, 3, 4])
    written.push(
      (await takeBackup(store, { to: folder, keep: 2, now: new Date(`2026-01-0${day}T02:30:00Z`) })).archive,
    );
  expect(fs.readdirSync(folder).sort()).toEqual([
    '.edu-connect-staging-Ef34Gh',
    ...written.slice(2).map((f) => path.basename(f)),
    'notes.txt',
  ]);
});

it('leaves the signing key out when it is AUTH_SECRET in the environment, and says so', async () => {
  const { manifest } = await takeBackup(
    { ...store, secretFromEnvironment: true },
    { to: path.join(work, 'no-secret'), keep: 1 },
  );
  expect(manifest.authSecret).toBe('environment');
  expect(manifest.files.map((f) => f.path)).not.toContain('auth-secret');
  expect(manifest.contents.join('\n')).toMatch(/AUTH_SECRET in the environment/);
});

it('restores into a new folder the same files, and never into one that holds anything', async () => {
  const target = path.join(work, 'restored');
  await restoreArchive(archive, { ...store, dataDir: target });
  for (const f of ['auth-secret', 'uploads/a-artwork-1.png', 'uploads/media/b.webp'])
    expect(sha256(path.join(target, f))).toBe(sha256(path.join(dataDir, f)));
  const db = new Database(path.join(target, 'edu-connect.sqlite'), { readonly: true });
  expect(db.prepare('select email from contact_messages').pluck().all()).toEqual(['ama@example.org']);
  db.close();

  const occupied = path.join(work, 'occupied');
  fs.mkdirSync(occupied);
  fs.writeFileSync(path.join(occupied, 'keep-me'), 'mine');
  await expect(restoreArchive(archive, { ...store, dataDir: occupied })).rejects.toThrow(
    /DATA_DIR \(.*occupied\) is not empty: a restore goes into a new or empty folder and never overwrites one/,
  );
  expect(fs.readdirSync(occupied)).toEqual(['keep-me']);
  // An empty folder is a fresh one.
  const empty = path.join(work, 'empty');
  fs.mkdirSync(empty);
  await restoreArchive(archive, { ...store, dataDir: empty });
  expect(fs.existsSync(path.join(empty, 'edu-connect.sqlite'))).toBe(true);
});

it('restores files and folders without setuid, setgid or sticky bits, and writable by their owner alone', async () => {
  const modes = { 'uploads/a-artwork-1.png': 0o4777, 'uploads/media/b.webp': 0o2775, 'uploads/media': 0o1777 };
  const file = await repacked(
    'special-modes.tar',
    (dir) => {
      for (const [name, mode] of Object.entries(modes)) fs.chmodSync(path.join(dir, name), mode);
    },
    undefined,
    { portable: false },
  );
  // The archive itself carries the modes, as a hostile or careless one would.
  const archived = new Map<string, number>();
  await tar.t({ file, onReadEntry: (e) => void archived.set(e.path.replace(/\/$/, ''), e.mode ?? 0) });
  for (const [name, mode] of Object.entries(modes)) expect([name, archived.get(name)]).toEqual([name, mode]);

  const target = path.join(work, 'restored-modes');
  await restoreArchive(file, { ...store, dataDir: target });
  const modeOf = (name: string) => fs.statSync(path.join(target, name)).mode & 0o7777;
  expect(Object.keys(modes).map((name) => [name, modeOf(name)])).toEqual([
    ['uploads/a-artwork-1.png', 0o755],
    ['uploads/media/b.webp', 0o755],
    ['uploads/media', 0o755],
  ]);
  expect(sha256(path.join(target, 'uploads/a-artwork-1.png'))).toBe(
    sha256(path.join(dataDir, 'uploads/a-artwork-1.png')),
  );
});

it('refuses what is not one of its archives, saying so, and changes nothing', async () => {
  const text = path.join(work, 'notes.tar');
  fs.writeFileSync(text, 'a shopping list\n'.repeat(64));
  expect(await refused(text)).toMatch(/is not an Edu Connect Africa backup: it is not a tar archive/);
  expect(await refused(path.join(work, 'absent.tar'))).toMatch(/absent\.tar does not exist/);

  const other = path.join(work, 'other.tar');
  await tar.c({ file: other, cwd: dataDir }, ['auth-secret']);
  expect(await refused(other)).toMatch(/is not an Edu Connect Africa backup: it does not begin with a manifest\.json/);

  const strange = await repacked('strange.tar', (dir) => editManifest(dir, (m) => (m.format = 'some-other-tool')));
  expect(await refused(strange)).toMatch(/is not an Edu Connect Africa backup: its manifest\.json does not name/);
  const later = await repacked('later.tar', (dir) => editManifest(dir, (m) => (m.version = 2)));
  expect(await refused(later)).toMatch(
    /is a backup in format version 2; this version of the site restores version 1 only/,
  );
  const newer = await repacked('newer.tar', (dir) => editManifest(dir, (m) => (m.migration = '9999_from_the_future')));
  expect(await refused(newer)).toMatch(/was made by a later version of the site: .*9999_from_the_future/);
});

it('refuses an archive whose files are not those its manifest lists, and one of the other store', async () => {
  const extra = await repacked('extra.tar', (dir) => fs.writeFileSync(path.join(dir, 'planted.sh'), 'echo hello'), [
    'manifest.json',
    'edu-connect.sqlite',
    'auth-secret',
    'uploads',
    'planted.sh',
  ]);
  expect(await refused(extra)).toMatch(/is damaged: it holds planted\.sh, which its manifest does not list/);
  const missing = await repacked('missing.tar', () => undefined, ['manifest.json', 'edu-connect.sqlite', 'uploads']);
  expect(await refused(missing)).toMatch(/is damaged: it ends before auth-secret, which its manifest lists/);
  const resized = await repacked('resized.tar', (dir) =>
    fs.appendFileSync(path.join(dir, 'uploads', 'media', 'b.webp'), 'more'),
  );
  expect(await refused(resized)).toMatch(/uploads\/media\/b\.webp has 18 bytes where its manifest says 14/);
  const changed = await repacked('changed.tar', (dir) =>
    fs.writeFileSync(path.join(dir, 'uploads', 'media', 'b.webp'), 'second pictur!'),
  );
  expect(await refused(changed)).toMatch(/is damaged: uploads\/media\/b\.webp does not match its SHA-256 checksum/);
  // Whole by its checksums, but not what it claims: found once unpacked, and the unpacked files taken away.
  const miscounted = await repacked('miscounted.tar', (dir) =>
    editManifest(dir, (m) => ((m.tables as Record<string, number>).contact_messages = 2)),
  );
  expect(await refused(miscounted)).toMatch(
    /is damaged: table contact_messages has 1 rows where the manifest counted 2/,
  );
  const corrupt = await repacked('corrupt.tar', (dir) => {
    const file = path.join(dir, 'edu-connect.sqlite');
    const bytes = fs.readFileSync(file);
    bytes.fill(0x5a, 4096, 4096 * 3);
    fs.writeFileSync(file, bytes);
    editManifest(dir, (m) => {
      const entry = (m.files as { path: string; sha256: string }[]).find((f) => f.path === 'edu-connect.sqlite')!;
      entry.sha256 = sha256(file);
    });
  });
  expect(await refused(corrupt)).toMatch(/is damaged: its database fails SQLite's integrity check/);
  expect(await refused(archive, { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).toMatch(
    /holds the SQLite store: leave DATABASE_URL unset/,
  );
  const postgres = await repacked('postgres.tar', (dir) => editManifest(dir, (m) => (m.store = 'postgresql')));
  expect(await refused(postgres)).toMatch(/holds a PostgreSQL database: set DATABASE_URL to an empty database/);
});

const cli = (file: string, args: string[], environment: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['-r', 'esbuild-register', file, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', ...environment },
    timeout: 60_000,
  });

it('names what is missing from the commands, and asks restic nothing before its repository is named', () => {
  const noFolder = cli('scripts/backup.ts', []);
  expect(noFolder.status).toBe(1);
  expect(noFolder.stderr).toMatch(/--to names the folder the archives go into\nUsage: npm run backup -- --to <folder>/);
  expect(cli('scripts/backup.ts', ['--to', work, '--keep', '0']).stderr).toMatch(/--keep must be a whole number/);
  const folder = path.join(work, 'no-repository');
  const noRepository = cli('scripts/backup.ts', ['--to', folder, '--restic'], {
    RESTIC_REPOSITORY: '',
    RESTIC_REPOSITORY_FILE: '',
  });
  expect(noRepository.status).toBe(1);
  expect(noRepository.stderr).toMatch(/--restic needs RESTIC_REPOSITORY/);
  expect(fs.existsSync(folder)).toBe(false);
  expect(cli('scripts/restore.ts', []).stderr).toMatch(/^Usage: npm run restore -- <archive\.tar>/);
});

const hasRestic = spawnSync('restic', ['version'], { encoding: 'utf8' }).status === 0;
// .ci/run installs restic; elsewhere, without it, say so rather than fail.
(hasRestic || process.env.CI ? describe : describe.skip)(
  `the copy off the machine with restic${hasRestic ? '' : ' (install restic to run)'}`,
  () => {
    it('hands the archive to a local restic repository, and restic restore gives back the same bytes, which restore', () => {
      const repository = path.join(work, 'restic-repository');
      const passwordFile = path.join(work, 'restic-password');
      fs.writeFileSync(passwordFile, 'a password for the test repository\n', { mode: 0o600 });
      const environment = {
        RESTIC_REPOSITORY: repository,
        RESTIC_PASSWORD_FILE: passwordFile,
        RESTIC_CACHE_DIR: path.join(work, 'restic-cache'),
      };
      const restic = (args: string[]) =>
        spawnSync('restic', args, { encoding: 'utf8', env: { ...process.env, ...environment }, timeout: 60_000 });
      expect(restic(['init']).status).toBe(0);

      const folder = path.join(work, 'with-restic');
      const run = cli('scripts/backup.ts', ['--to', folder, '--restic'], environment);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Copied with restic: snapshot [0-9a-f]{8,64}$/m);
      const [name] = fs.readdirSync(folder);

      const out = path.join(work, 'from-restic');
      const restored = restic(['restore', 'latest', '--tag', 'edu-connect-africa', '--target', out]);
      expect(restored.status).toBe(0);
      expect(sha256(path.join(out, name!))).toBe(sha256(path.join(folder, name!)));
      const back = cli('scripts/restore.ts', [path.join(out, name!)], {
        DATA_DIR: path.join(work, 'from-restic-data'),
      });
      expect(back.stderr).toBe('');
      expect(back.stdout).toMatch(
        /^Restored the backup of .* into .*from-restic-data: \d+ tables \(\d+ rows\) and 2 uploads/,
      );
    }, 120_000);
  },
);
