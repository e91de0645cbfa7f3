import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CRAFT_FILE_TYPES,
  MAX_UPLOAD_BYTES,
  PICTURE_TYPES,
  type PictureType,
  TYPE_OF_EXTENSION,
} from '../api/constants';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { nowIso } from '../db/ids';
import { env } from '../platform/env';
import {
  AVIF_QUALITY,
  AVIF_WIDTHS,
  PICTURE_QUALITY,
  PICTURE_WIDTHS,
  PREVIEW,
  previewWidth,
  TALLEST_BOX,
  type AvifWidth,
  type PictureKind,
  type PictureWidth,
} from '../format/picture-widths';
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

/** The file's real type from its first bytes, whatever the browser declared. */
function sniff(bytes: Uint8Array): PictureType | null {
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
  return { bytes, ext: PICTURE_TYPES[type] };
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
    await writeDurably(db, (tx) =>
      tx.insertInto('stored_files').values({ path: relative, bytes: image.bytes, created_at: nowIso() }).execute(),
    );
    return relative;
  }
  const file = path.join(env().DATA_DIR, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileDurably(file, image.bytes);
  return relative;
}

/**
 * Removes pictures saved for a record that was then not stored (a copy of a submission that lost to the
 * first under its Idempotency-Key, a failed write): no record names them, so nothing else would.
 */
export async function removeUnnamedUploads(db: Db, relatives: string[]): Promise<void> {
  if (relatives.length === 0) return;
  if (env().DATABASE_URL) {
    await writeDurably(db, (tx) => tx.deleteFrom('stored_files').where('path', 'in', relatives).execute());
    return;
  }
  await Promise.all(relatives.map((relative) => fs.rm(path.join(env().DATA_DIR, relative), { force: true })));
}

/** A stored picture's bytes by the path its record names (uploads/…), or null; nothing outside uploads/ is read. */
export async function readUpload(db: Db, relative: string): Promise<Uint8Array | null> {
  if (!/^uploads\/[\w-]+(\/[\w-]+)*\.(jpg|png|webp|avif)$/.test(relative)) return null;
  if (env().DATABASE_URL) {
    const row = await db.selectFrom('stored_files').select('bytes').where('path', '=', relative).executeTakeFirst();
    return row ? new Uint8Array(row.bytes) : null;
  }
  const bytes = await fs.readFile(path.join(env().DATA_DIR, relative)).catch(() => null);
  return bytes ? new Uint8Array(bytes) : null;
}

/**
 * A content picture at `width` (never wider than the original), turned upright as the camera held it and
 * cropped at the centre no taller than the boxes its kind is shown in (TALLEST_BOX): a page crops it there
 * anyway, so a portrait photo or a phone's screenshot does not send twice the picture anyone sees.
 */
async function narrowed(original: Uint8Array, width: number, kind: PictureKind) {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(original)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  return sharp(data).resize({
    width: info.width,
    height: Math.min(info.height, Math.round(info.width / TALLEST_BOX[kind])),
    fit: 'cover',
  });
}

/** One prepared width of a content picture (lib/format/picture-widths.ts), as WebP. */
export async function encodeWidth(
  original: Uint8Array,
  width: number,
  kind: PictureKind = 'any',
): Promise<CheckedImage> {
  const bytes = await (await narrowed(original, width, kind)).webp({ quality: PICTURE_QUALITY }).toBuffer();
  return { bytes: new Uint8Array(bytes), ext: 'webp' };
}

/**
 * One of a content picture's widths for phones (AVIF_WIDTHS), as AVIF. Effort 3 of sharp's 0–9 makes files
 * within a few per cent of its default's in a quarter of the time.
 */
export async function encodeAvifWidth(
  original: Uint8Array,
  width: number,
  kind: PictureKind = 'any',
): Promise<CheckedImage> {
  const narrow = await narrowed(original, width, kind);
  const bytes = await narrow.avif({ quality: AVIF_QUALITY, effort: 3 }).toBuffer();
  return { bytes: new Uint8Array(bytes), ext: 'avif' };
}

/** The preview of a content picture written into a page (lib/format/picture-widths.ts), as AVIF. */
export async function encodePreview(original: Uint8Array, kind: PictureKind = 'any'): Promise<CheckedImage> {
  const { default: sharp } = await import('sharp');
  const { width = 1, height = 1, orientation = 1 } = await sharp(original).metadata();
  // EXIF orientations 5 to 8 turn the picture on its side: its upright width is the stored height.
  const upright = orientation >= 5 ? [height, width] : [width, height];
  const narrow = await narrowed(original, previewWidth(upright[0]!, upright[1]!, kind), kind);
  const bytes = await narrow.avif({ quality: PREVIEW.quality }).toBuffer();
  return { bytes: new Uint8Array(bytes), ext: 'avif' };
}

/** A content picture that can be read as well as sniffed: its first width is made here, or a 400 naming the file. */
export async function checkPicture(file: File, label: string): Promise<CheckedImage> {
  const checked = await checkImage(file, label);
  await encodeWidth(checked.bytes, PICTURE_WIDTHS[0]).catch(() => {
    throw new HttpError(400, `${label} "${file.name}" could not be read: it may be damaged. Choose another file.`);
  });
  return checked;
}

/**
 * Stores a content picture and its prepared widths (uploads/<name>.<ext>, uploads/<name>-w<width>.webp, and
 * for phones uploads/<name>-w<width>.avif); answers the original's path.
 */
export async function saveContentPicture(
  db: Db,
  image: CheckedImage,
  name: string,
  kind: PictureKind,
): Promise<string> {
  const saved = await saveUpload(db, image, name);
  for (const width of PICTURE_WIDTHS)
    await saveUpload(db, await encodeWidth(image.bytes, width, kind), `${name}-w${width}`);
  for (const width of AVIF_WIDTHS)
    await saveUpload(db, await encodeAvifWidth(image.bytes, width, kind), `${name}-w${width}`);
  await saveUpload(db, await encodePreview(image.bytes, kind), `${name}-preview`);
  return saved;
}

/**
 * A content picture at a prepared width: the stored file, or, for a picture stored before its widths
 * were prepared, made now from the original and kept. Null when there is no such picture. Only the
 * prepared widths of pictures that exist can be made, so what can be asked for is bounded.
 */
export function contentPictureAt(db: Db, id: string, width: PictureWidth): Promise<Uint8Array | null> {
  return preparedOrMade(db, id, `w${width}`, 'webp', (original) => encodeWidth(original, width));
}

/** A content picture at one of the phones' widths, as AVIF: the stored file, or made now as contentPictureAt does. */
export function contentPictureAvifAt(db: Db, id: string, width: AvifWidth): Promise<Uint8Array | null> {
  return preparedOrMade(db, id, `w${width}`, 'avif', (original) => encodeAvifWidth(original, width));
}

/** A content picture's preview (encodePreview): the stored file, or made now as contentPictureAt makes a width. */
export function contentPicturePreview(db: Db, id: string): Promise<Uint8Array | null> {
  return preparedOrMade(db, id, 'preview', 'avif', (original) => encodePreview(original));
}

async function preparedOrMade(
  db: Db,
  id: string,
  suffix: string,
  ext: string,
  make: (original: Uint8Array) => Promise<CheckedImage>,
) {
  const stored = await readUpload(db, `uploads/media/${id}-${suffix}.${ext}`);
  if (stored) return stored;
  for (const originalExt of ['jpg', 'png', 'webp']) {
    const original = await readUpload(db, `uploads/media/${id}.${originalExt}`);
    if (!original) continue;
    const made = await make(original).catch(() => null);
    // A picture stored before pictures were read at upload, that cannot be: shown as missing.
    if (!made) return null;
    // Two requests may make it at once: the second finds it written, which is as good.
    await saveUpload(db, made, `media/${id}-${suffix}`).catch(() => undefined);
    return made.bytes;
  }
  return null;
}

/**
 * The names /media answers: an original (<id>.<ext>), a prepared width (<id>-w<width>.webp, and for phones
 * <id>-w<width>.avif), a preview (<id>-preview.avif).
 */
const MEDIA_NAME =
  /^(?<id>[a-f0-9]{24})(?:-w(?<width>\d{3,4})\.(?<format>webp|avif)|(?<preview>-preview\.avif)|\.(?<original>jpg|png|webp))$/;

const isPictureWidth = (width: number): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width);
const isAvifWidth = (width: number): width is AvifWidth => (AVIF_WIDTHS as readonly number[]).includes(width);

/**
 * A content picture by the name its address gives (/media/<name>), with its type; null for a name the
 * console never gives or a picture not stored. Only those shapes are read, so nothing else can be asked for.
 */
export async function contentPicture(db: Db, name: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  const { id, width, format, preview, original } = MEDIA_NAME.exec(name)?.groups ?? {};
  if (!id) return null;
  const size = Number(width);
  let bytes: Uint8Array | null = null;
  if (format === 'webp' && isPictureWidth(size)) bytes = await contentPictureAt(db, id, size);
  else if (format === 'avif' && isAvifWidth(size)) bytes = await contentPictureAvifAt(db, id, size);
  else if (preview) bytes = await contentPicturePreview(db, id);
  else if (original) bytes = await readUpload(db, `uploads/media/${name}`);
  return bytes ? { bytes, type: TYPE_OF_EXTENSION[name.split('.').pop()!]! } : null;
}
