/*
 * Takes one backup of the site's data while it keeps serving (lib/backup/backup.ts):
 *   npm run backup -- --to /var/backups/edu-connect [--keep 14] [--restic]
 * writes edu-connect-<date>.tar into the folder, keeps the newest --keep archives there, and with --restic
 * also hands the archive to restic (RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE). The store is the one the
 * environment names, as for the site: DATABASE_URL, else the SQLite file in DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { storeFromEnvironment, takeBackup } from '../lib/backup/backup';
import { BackupError } from '../lib/backup/manifest';
import { copyToRestic, resticProblem } from '../lib/backup/restic';

const USAGE = 'Usage: npm run backup -- --to <folder> [--keep <archives to keep, default 14>] [--restic]';

async function main() {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, keep: { type: 'string', default: '14' }, restic: { type: 'boolean' } },
  });
  if (!values.to) throw new BackupError(`--to names the folder the archives go into\n${USAGE}`, 'failed');
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1)
    throw new BackupError(`--keep must be a whole number of at least 1\n${USAGE}`, 'failed');
  // Said before the backup is taken, not after.
  const restic = values.restic ? resticProblem() : null;
  if (restic) throw new BackupError(restic, 'failed');

  const store = storeFromEnvironment();
  const { archive, manifest, removed, skipped } = await takeBackup(store, { to: values.to, keep });
  const uploads =
    manifest.store === 'sqlite'
      ? manifest.files.filter((f) => f.path.startsWith('uploads/')).length
      : manifest.storedFiles.length;
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `Backed up ${manifest.store === 'sqlite' ? 'the SQLite store' : 'PostgreSQL'} (${Object.keys(manifest.tables).length} tables, ${uploads} uploads, signing key: ${manifest.authSecret}) into ${archive} (${(bytes / 1e6).toFixed(1)} MB)`,
  );
  for (const name of skipped) console.warn(`Left out uploads/${name}: not a name the site gives an upload`);
  if (removed.length > 0) console.log(`Kept the newest ${keep}; removed ${removed.join(', ')}`);
  if (values.restic) console.log(`Copied with restic: snapshot ${await copyToRestic(archive)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
