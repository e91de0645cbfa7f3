import type { z } from 'zod';
import { type craftMemberSchema, MAX_ARTWORKS } from '../../api/schemas';
import type { Db } from '../../db/db';
import { HttpError, ok } from '../http';
import type { Once } from '../idempotency';
import * as submissions from '../../services/submissions';
import { checkImage, isFile } from '../../services/uploads';

/*
 * The crafts arm's membership form: multipart, with an optional certificate image and up to
 * six artwork images. Each file is checked by declared type, by its first bytes and by size
 * (lib/services/uploads) before anything is stored.
 */

/** `m` is the form's text fields, checked with the endpoint's schema (by the router, or by the form sent without scripts); `form` brings the files. */
export async function newCraftMember(db: Db, m: z.output<typeof craftMemberSchema>, form: FormData, once: Once) {
  const certificate = form.get('certificateImage');
  const artworks = [...form.getAll('artWorkGallery[]'), ...form.getAll('artWorkGallery')].filter(isFile);
  if (artworks.length > MAX_ARTWORKS)
    throw new HttpError(400, `Artwork gallery may hold at most ${MAX_ARTWORKS} images`);
  const checked = {
    certificate: isFile(certificate) ? await checkImage(certificate, 'Certificate image') : null,
    artworks: await Promise.all(artworks.map((f) => checkImage(f, 'Artwork image'))),
  };

  const reply = (id: string) =>
    ok({ message: 'Membership application received. Welcome to the Creative Hub!', id }, 201);
  return reply(await submissions.newCraftMember(db, m, checked, once(reply)));
}
