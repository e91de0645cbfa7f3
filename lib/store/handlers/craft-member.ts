import type { z } from 'zod';
import { type craftMemberSchema, MAX_ARTWORKS } from '../../api/schemas';
import type { Db } from '../db';
import { HttpError, ok } from '../http';
import { writeDurably } from '../durable';
import { nowIso, objectId } from '../ids';
import { checkImage, isFile, saveUpload } from '../uploads';

/*
 * The crafts arm's membership form: multipart, with an optional certificate image and up to
 * six artwork images. Each file is checked by declared type, by its first bytes and by size,
 * written to DATA_DIR/uploads and flushed to disk before the record that names it.
 */

/** `m` is the form's text fields, checked by the router with the endpoint's schema; `form` brings the files. */
export async function newCraftMember(db: Db, m: z.output<typeof craftMemberSchema>, form: FormData) {
  const certificate = form.get('certificateImage');
  const artworks = [...form.getAll('artWorkGallery[]'), ...form.getAll('artWorkGallery')].filter(isFile);
  if (artworks.length > MAX_ARTWORKS) throw new HttpError(400, `Artwork gallery may hold at most ${MAX_ARTWORKS} images`);
  const checked = {
    certificate: isFile(certificate) ? await checkImage(certificate, 'Certificate image') : null,
    artworks: await Promise.all(artworks.map((f) => checkImage(f, 'Artwork image'))),
  };

  const id = objectId();
  const certificatePath = checked.certificate ? await saveUpload(checked.certificate, `${id}-certificate`) : null;
  const artworkPaths = await Promise.all(checked.artworks.map((f, i) => saveUpload(f, `${id}-artwork-${i + 1}`)));

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
