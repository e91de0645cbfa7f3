import 'server-only';
import { getDb } from '../db/db';
import { PICTURE_WIDTHS, type LeadPicture, type PictureWidth } from '../format/picture-widths';
import { svgDataUri } from '../content/inline-art';
import { contentPictureAt, contentPicturePreview, readUpload } from '../services/uploads';

/*
 * Pictures staff upload for published content, for app/media: read where every instance reads them
 * (PostgreSQL with DATABASE_URL, else DATA_DIR/uploads/media). The name is checked against the shape
 * the console gives it, so nothing else can be asked for: an original, or one of its prepared widths.
 */

const NAME = /^[a-f0-9]{24}\.(jpg|png|webp)$/;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A prepared width of a content picture (lib/format/picture-widths.ts): <id>-w<width>.webp. */
const WIDTH_NAME = /^([a-f0-9]{24})-w(\d{3,4})\.webp$/;

/** A content picture's bytes and type, or null for a name the console never gives or a picture not stored. */
export async function mediaPicture(name: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  const atWidth = WIDTH_NAME.exec(name);
  if (atWidth) {
    const width = Number(atWidth[2]) as PictureWidth;
    if (!PICTURE_WIDTHS.includes(width)) return null;
    const bytes = await contentPictureAt(await getDb(), atWidth[1]!, width);
    return bytes ? { bytes, type: 'image/webp' } : null;
  }
  const match = NAME.exec(name);
  if (!match) return null;
  const bytes = await readUpload(await getDb(), `uploads/media/${name}`);
  return bytes ? { bytes, type: TYPES[match[1]!]! } : null;
}

/** An upload's address as a page names it: /media/<id>.<ext>. */
const UPLOAD_ADDRESS = /^\/media\/([a-f0-9]{24})\.(jpg|png|webp)$/;

/**
 * What a page writes into its HTML for its lead picture, so that a phone paints it without one more
 * round trip: one of the site's own drawings as the picture itself (`inline`), or, for a picture staff
 * uploaded, its preview (`preview`), shown in the picture's box until the sharp width arrives.
 */
export async function leadPicture(src: string | undefined): Promise<LeadPicture> {
  const upload = src ? UPLOAD_ADDRESS.exec(src) : null;
  if (!upload) return { inline: svgDataUri(src), preview: null };
  const bytes = await contentPicturePreview(await getDb(), upload[1]!).catch(() => null);
  return { inline: null, preview: bytes ? `data:image/avif;base64,${Buffer.from(bytes).toString('base64')}` : null };
}
