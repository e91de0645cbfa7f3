import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError, type Checksum, MANIFEST, type Manifest, readManifest, SAFE_PATH, UPLOADS } from './manifest';

/*
 * The archive: an uncompressed tar (restic, which copies it off the machine, then stores only the chunks
 * that changed since the night before, and compresses them itself), written by the `tar` package from a
 * folder prepared for it, manifest.json first. Read back, every entry is checked against the manifest
 * before anything is restored.
 */

/** Every file under a folder, as sorted paths relative to it with forward slashes. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's size and SHA-256, read once. */
export async function sha256Of(file: string): Promise<Omit<Checksum, 'path'>> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Writes a file and flushes it to disk. */
export async function writeDurably(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const handle = await fs.open(file, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a file, or a folder's list of names, to disk. */
export async function syncPath(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Packs `entries` (manifest.json first) of the prepared folder into `archive`, flushed to disk and readable
 * by its owner only: it holds personal data and the signing key.
 */
export async function packArchive(folder: string, entries: string[], archive: string): Promise<void> {
  if (entries[0] !== MANIFEST) throw new Error(`${MANIFEST} must be the archive's first entry`);
  await tar.c({ file: archive, cwd: folder, portable: true, mode: 0o600 }, entries);
  await fs.chmod(archive, 0o600);
  await syncPath(archive);
}

interface SeenEntry {
  path: string;
  type: string;
  bytes: number;
  sha256: string;
  text?: string;
}

/** Folders the archive may hold: only those that lead to its files. */
const isFolderOf = (folder: string, files: Checksum[]) => files.some((f) => f.path.startsWith(`${folder}/`));

/** What a tar error means to whoever restores. */
function tarProblem(error: unknown, archive: string): BackupError {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'TAR_BAD_ARCHIVE' && /Truncated/i.test(message ?? ''))
    return new BackupError(`${archive} is damaged: it ends in the middle of a file (truncated).`, 'damaged');
  if (code === 'TAR_BAD_ARCHIVE' || code === 'TAR_ENTRY_INVALID')
    return new BackupError(`${archive} is not an Edu Connect Africa backup: it is not a tar archive.`, 'foreign');
  if (code === 'ENOENT') return new BackupError(`${archive} does not exist.`, 'target');
  return new BackupError(`${archive} cannot be read: ${message ?? String(error)}`, 'damaged');
}

/**
 * Reads a whole archive and answers its manifest once every entry is as the manifest says: manifest.json
 * first and ours, each listed file present once with its size and SHA-256, nothing else but the folders
 * that hold them. Refuses (BackupError) a foreign archive, a damaged one or a truncated one; writes nothing.
 */
export async function inspectArchive(archive: string): Promise<Manifest> {
  const seen: SeenEntry[] = [];
  const ended: Promise<void>[] = [];
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const hash = createHash('sha256');
        const record: SeenEntry = { path: entry.path.replace(/\/$/, ''), type: entry.type, bytes: 0, sha256: '' };
        const keepText = seen.length === 0 && record.path === MANIFEST;
        const chunks: Buffer[] = [];
        seen.push(record);
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          record.bytes += chunk.length;
          if (keepText && record.bytes <= 16 * 1024 * 1024) chunks.push(chunk);
        });
        ended.push(
          new Promise((resolve) =>
            entry.on('end', () => {
              record.sha256 = hash.digest('hex');
              if (keepText) record.text = Buffer.concat(chunks).toString('utf8');
              resolve();
            }),
          ),
        );
      },
    });
    await Promise.all(ended);
  } catch (error) {
    // An archive that began with our manifest and cannot be read past it is ours, damaged.
    const problem = tarProblem(error, archive);
    if (seen[0]?.path === MANIFEST && problem.kind === 'foreign')
      throw new BackupError(`${archive} is damaged past its manifest: ${(error as Error).message}.`, 'damaged');
    throw problem;
  }

  const first = seen[0];
  if (!first || first.path !== MANIFEST || first.text === undefined)
    throw new BackupError(
      `${archive} is not an Edu Connect Africa backup: it does not begin with a ${MANIFEST}.`,
      'foreign',
    );
  const manifest = readManifest(first.text, archive);

  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const found = new Set<string>();
  for (const entry of seen.slice(1)) {
    if (entry.type === 'Directory' && SAFE_PATH.test(entry.path) && isFolderOf(entry.path, manifest.files)) continue;
    const expected = listed.get(entry.path);
    if (!expected || entry.type !== 'File' || found.has(entry.path))
      throw new BackupError(
        `${archive} is damaged: it holds ${entry.path}, which its manifest does not list as a file.`,
        'damaged',
      );
    found.add(entry.path);
    if (entry.bytes !== expected.bytes)
      throw new BackupError(
        `${archive} is damaged: ${entry.path} has ${entry.bytes} bytes where its manifest says ${expected.bytes}.`,
        'damaged',
      );
    if (entry.sha256 !== expected.sha256)
      throw new BackupError(
        `${archive} is damaged: ${entry.path} does not match its SHA-256 checksum in the manifest.`,
        'damaged',
      );
  }
  const missing = manifest.files.filter((f) => !found.has(f.path));
  if (missing.length > 0)
    throw new BackupError(
      `${archive} is damaged: it ends before ${missing[0]!.path}${missing.length > 1 ? ` and ${missing.length - 1} more file(s)` : ''}, which its manifest lists (truncated?).`,
      'damaged',
    );
  return manifest;
}

/**
 * The permission bits a restored file or folder keeps of its archived mode: no setuid, setgid or sticky
 * bit, and writable by the site's user alone. An archive is data, and a restore never makes a program
 * that runs as its file's owner, nor a file another user may change.
 */
export const RESTORED_MODE_MASK = 0o755;

/**
 * Unpacks an inspected archive's files into `folder` (made, empty): only the files and folders its
 * manifest names, as plain files with safe modes (RESTORED_MODE_MASK). The sizes are checked again on
 * disk, in case the archive changed since.
 */
export async function unpackArchive(archive: string, manifest: Manifest, folder: string): Promise<void> {
  const listed = new Set(manifest.files.map((f) => f.path));
  try {
    await tar.x({
      file: archive,
      cwd: folder,
      strict: true,
      preserveOwner: false,
      // Before the entry is written: tar creates each file with its archived mode, less the umask.
      onReadEntry: (entry) => {
        if (entry.mode) entry.mode &= RESTORED_MODE_MASK;
      },
      filter: (entryPath, entry) => {
        const name = entryPath.replace(/\/$/, '');
        const type = 'type' in entry ? entry.type : undefined;
        if (type === 'File') return listed.has(name);
        return type === 'Directory' && SAFE_PATH.test(name) && name.split('/')[0] === UPLOADS;
      },
    });
  } catch (error) {
    throw tarProblem(error, archive);
  }
  for (const f of manifest.files) {
    const stat = await fs.stat(path.join(folder, f.path)).catch(() => null);
    if (stat?.size !== f.bytes)
      throw new BackupError(
        `${archive} changed while it was being restored: ${f.path} is not as inspected.`,
        'damaged',
      );
  }
}
