import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { type craftMemberSchema, CRAFT_FILE_TYPES, MAX_ARTWORKS, MAX_UPLOAD_BYTES } from '../../api/schemas';
import { env } from '../../env';
import type { Db } from '../db';
import { HttpError, ok } from '../http';
import { writeDurably } from '../durable';
import { nowIso, objectId } from '../ids';

/*
 * The crafts arm's membership form: multipart, with an optional certificate image and up to
 * six artwork images. Each file is checked by declared type, by its first bytes and by size,
 * written to DATA_DIR/uploads and flushed to disk before the record that names it.
 */

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

async function checkFile(file: File, label: string): Promise<{ bytes: Uint8Array; ext: string }> {
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

const isFile = (v: FormDataEntryValue | null): v is File => typeof v === 'object' && v !== null && v.size > 0;

/** `m` is the form's text fields, checked by the router with the endpoint's schema; `form` brings the files. */
export async function newCraftMember(db: Db, m: z.output<typeof craftMemberSchema>, form: FormData) {
  const certificate = form.get('certificateImage');
  const artworks = [...form.getAll('artWorkGallery[]'), ...form.getAll('artWorkGallery')].filter(isFile);
  if (artworks.length > MAX_ARTWORKS) throw new HttpError(400, `Artwork gallery may hold at most ${MAX_ARTWORKS} images`);
  const checked = {
    certificate: isFile(certificate) ? await checkFile(certificate, 'Certificate image') : null,
    artworks: await Promise.all(artworks.map((f) => checkFile(f, 'Artwork image'))),
  };

  const id = objectId();
  const dir = path.join(env().DATA_DIR, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const save = async (f: { bytes: Uint8Array; ext: string }, name: string) => {
    const file = `${id}-${name}.${f.ext}`;
    await writeFileDurably(path.join(dir, file), f.bytes);
    return `uploads/${file}`;
  };
  const certificatePath = checked.certificate ? await save(checked.certificate, 'certificate') : null;
  const artworkPaths = await Promise.all(checked.artworks.map((f, i) => save(f, `artwork-${i + 1}`)));

  await writeDurably(db, (tx) =>
    tx
      .insertInto('craft_members')
      .values({
        id,
        first_name: m.firstName,
        last_name: m.lastName,
        mobile_number: m.mobileNumber,
        email: m.email,
        location: m.location,
        business_name: m.bussinessName || null,
        craft_type: m.craftType,
        experience_level: m.experienceLevel,
        certificate_path: certificatePath,
        artwork_paths: JSON.stringify(artworkPaths),
        created_at: nowIso(),
      })
      .execute(),
  );
  return ok({ message: 'Membership application received. Welcome to the Creative Hub!', id }, 201);
}
