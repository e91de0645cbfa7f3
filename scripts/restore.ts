/*
 * Restores one backup archive (lib/backup/restore.ts) into the store the environment names:
 *   npm run restore -- /var/backups/edu-connect/edu-connect-<date>.tar
 * into DATA_DIR (a new or empty folder) for the SQLite store, or into DATABASE_URL (an empty database)
 * for PostgreSQL. A damaged or foreign archive, or a target that is not empty, is refused and nothing
 * is changed.
 */
import { storeFromEnvironment } from '../lib/backup/backup';
import { BackupError } from '../lib/backup/manifest';
import { restoreArchive } from '../lib/backup/restore';

const USAGE = 'Usage: npm run restore -- <archive.tar>   (into DATA_DIR, or DATABASE_URL when set)';

async function main(args: string[]) {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(USAGE);
  const store = storeFromEnvironment();
  const manifest = await restoreArchive(args[0]!, store);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const uploads =
    manifest.store === 'sqlite'
      ? manifest.files.filter((f) => f.path.startsWith('uploads/')).length
      : manifest.storedFiles.length;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${store.databaseUrl ? 'the database DATABASE_URL names' : store.dataDir}: ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${uploads} uploads, as its manifest counted them.`,
  );
  if (manifest.authSecret === 'included') console.log(`The signing key is in ${store.dataDir}/auth-secret.`);
  if (manifest.authSecret === 'environment')
    console.log('The signing key was AUTH_SECRET: start the site with the same AUTH_SECRET, or staff sign in again.');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const refused = error instanceof BackupError && error.kind !== 'failed';
  const message = error instanceof Error ? error.message : String(error);
  console.error(refused ? `Refused, and nothing was changed: ${message}` : message);
  process.exit(1);
});
