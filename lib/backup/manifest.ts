import { z } from 'zod';

/*
 * What a backup archive says of itself: its first entry, manifest.json, names the format and its version
 * (an archive without it is not one of ours), the store it was taken from, every other file of the
 * archive with its size and SHA-256, each table's row count, the uploads kept in PostgreSQL with their
 * checksums, and in words what the archive holds and what it does not.
 */

export const FORMAT = 'edu-connect-africa-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';

/** The store's files inside an archive, as they lie in DATA_DIR (the SQLite store) or beside it. */
export const SQLITE_FILE = 'edu-connect.sqlite';
export const POSTGRES_DUMP = 'database.pgdump';
export const SECRET_FILE = 'auth-secret';
export const UPLOADS = 'uploads';

/** A relative path of plain names: no absolute path, no `..`, no hidden name, nothing a shell or tar reads twice. */
export const SAFE_PATH = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

const checksum = z.object({
  path: z.string().regex(SAFE_PATH),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Checksum = z.infer<typeof checksum>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  store: z.enum(['sqlite', 'postgresql']),
  /** The last migration the store had applied (lib/db/migrations.ts), or null for a store never migrated. */
  migration: z.string().nullable(),
  /** Every file of the archive but the manifest. */
  files: z.array(checksum),
  /** Rows per table, counted in the same snapshot the archive holds. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** PostgreSQL: the uploads (table stored_files, inside the dump), each by its path; on SQLite they are files. */
  storedFiles: z.array(checksum),
  /** The key that signs sessions and e-mailed links: in the archive, set in the environment (AUTH_SECRET), or never made. */
  authSecret: z.enum(['included', 'environment', 'none']),
  /** What the archive holds and what it does not, for whoever opens it. */
  contents: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Why an archive or a target was refused: said to the operator as it is. */
export class BackupError extends Error {
  constructor(
    message: string,
    /** foreign: not one of our archives; damaged: ours, but not whole; target: where it would go is not fit. */
    readonly kind: 'foreign' | 'damaged' | 'target' | 'failed',
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * The manifest's text read as ours: first what it claims to be (a foreign archive and a later format are
 * told apart from a damaged one), then every field.
 */
export function readManifest(text: string, archive: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${archive} is damaged: its ${MANIFEST} is not readable JSON.`, 'damaged');
  }
  const claim = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (!claim.success || claim.data.format !== FORMAT)
    throw new BackupError(
      `${archive} is not an Edu Connect Africa backup: its ${MANIFEST} does not name the format ${FORMAT}.`,
      'foreign',
    );
  if (claim.data.version !== FORMAT_VERSION)
    throw new BackupError(
      `${archive} is a backup in format version ${claim.data.version}; this version of the site restores version ${FORMAT_VERSION} only.`,
      'foreign',
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(
      `${archive} is damaged: its ${MANIFEST} does not hold what a manifest must (${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || 'manifest'}: ${i.message}`)
        .join('; ')}).`,
      'damaged',
    );
  return parsed.data;
}
