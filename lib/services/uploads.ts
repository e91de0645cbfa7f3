import fs from 'node:fs/promises';
import path from 'node:path';
import { CRAFT_FILE_TYPES, MAX_UPLOAD_BYTES } from '../api/schemas';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso } from '../db/ids';
import { env } from '../platform/env';
import { PICTURE_QUALITY, PICTURE_WIDTHS, type PictureWidth } from '../format/picture-widths';
import { HttpError } from './errors';

/*
 * Pictures sent to the embedded server (a crafts membership's certificate and artworks, the
 * console's content pictures): each is checked by declared type, by its first bytes and by size, and
 * stored durably before the record that names it: in PostgreSQL when DATABASE_URL is set, so that every
 * instance serves it, else as a file under DATA_DIR/uploads, flushed to disk.
 */

export interface CheckedImage {
  bytes: Uint8Array;
  ext: string;
}

const EXTENSION: Record<(typeof CRAFT_FILE_TYPES)[number], string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The file's real type from its first bytes, whatever the browser declared. */
function sniff(bytes: Uint8Array): (typeof CRAFT_FILE_TYPES)[number] | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The picture's bytes and extension, or a 400/413 naming the field and the file. */
export async function checkImage(file: File, label: string): Promise<CheckedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, `${label} "${file.name}" is too large: the limit is 5 MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || !(CRAFT_FILE_TYPES as readonly string[]).includes(file.type || type)) {
    throw new HttpError(400, `${label} "${file.name}" must be a JPEG, PNG or WebP image`);
  }
  return { bytes, ext: EXTENSION[type] };
}

async function writeFileDurably(file: string, bytes: Uint8Array) {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const isFile = (v: FormDataEntryValue | null): v is File => typeof v === 'object' && v !== null && v.size > 0;

/** Stores a checked picture as uploads/<name>.<ext> (a sub-folder may lead the name) and answers that path. */
export async function saveUpload(db: Db, image: CheckedImage, name: string): Promise<string> {
  const relative = `uploads/${name}.${image.ext}`;
  if (env().DATABASE_URL) {
    await writeDurably(db, (tx) => tx.insertInto('stored_files').values({ path: relative, bytes: image.bytes, created_at: nowIso() }).execute());
    return relative;
  }
  const file = path.join(env().DATA_DIR, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileDurably(file, image.bytes);
  return relative;
}

/** A stored picture's bytes by the path its record names (uploads/…), or null; nothing outside uploads/ is read. */
export async function readUpload(db: Db, relative: string): Promise<Uint8Array | null> {
  if (!/^uploads\/[\w-]+(\/[\w-]+)*\.(jpg|png|webp)$/.test(relative)) return null;
  if (env().DATABASE_URL) {
    const row = await db.selectFrom('stored_files').select('bytes').where('path', '=', relative).executeTakeFirst();
    return row ? new Uint8Array(row.bytes) : null;
  }
  const bytes = await fs.readFile(path.join(env().DATA_DIR, relative)).catch(() => null);
  return bytes ? new Uint8Array(bytes) : null;
}

/**
 * One prepared width of a content picture (lib/format/picture-widths.ts) as WebP, turned upright as the
 * camera held it, never wider than the original.
 */
export async function encodeWidth(original: Uint8Array, width: number): Promise<CheckedImage> {
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: PICTURE_QUALITY }).toBuffer();
  return { bytes: new Uint8Array(bytes), ext: 'webp' };
}

/** A content picture that can be read as well as sniffed: its first width is made here, or a 400 naming the file. */
export async function checkPicture(file: File, label: string): Promise<CheckedImage> {
  const checked = await checkImage(file, label);
  await encodeWidth(checked.bytes, PICTURE_WIDTHS[0]).catch(() => {
    throw new HttpError(400, `${label} "${file.name}" could not be read: it may be damaged. Choose another file.`);
  });
  return checked;
}

/** Stores a content picture and its prepared widths (uploads/<name>.<ext>, uploads/<name>-w<width>.webp); answers the original's path. */
export async function saveContentPicture(db: Db, image: CheckedImage, name: string): Promise<string> {
  const saved = await saveUpload(db, image, name);
  for (const width of PICTURE_WIDTHS) await saveUpload(db, await encodeWidth(image.bytes, width), `${name}-w${width}`);
  return saved;
}

/**
 * A content picture at a prepared width: the stored file, or, for a picture stored before its widths
 * were prepared, made now from the original and kept. Null when there is no such picture. Only the
 * prepared widths of pictures that exist can be made, so what can be asked for is bounded.
 */
export async function contentPictureAt(db: Db, id: string, width: PictureWidth): Promise<Uint8Array | null> {
  const prepared = `uploads/media/${id}-w${width}.webp`;
  const stored = await readUpload(db, prepared);
  if (stored) return stored;
  for (const ext of ['jpg', 'png', 'webp']) {
    const original = await readUpload(db, `uploads/media/${id}.${ext}`);
    if (!original) continue;
    const made = await encodeWidth(original, width).catch(() => null);
    // A picture stored before pictures were read at upload, that cannot be: shown as missing.
    if (!made) return null;
    // Two requests may make it at once: the second finds it written, which is as good.
    await saveUpload(db, made, `media/${id}-w${width}`).catch(() => undefined);
    return made.bytes;
  }
  return null;
}
