import 'server-only';
import { svgDataUri } from '../content/inline-art';
import type { LeadPicture } from '../format/picture-widths';
import { media } from '../gateway/media';

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
  const answer = await media(`${upload[1]}-preview.avif`).catch(() => null);
  if (!answer?.ok) return { inline: null, preview: null };
  return {
    inline: null,
    preview: `data:image/avif;base64,${Buffer.from(await answer.arrayBuffer()).toString('base64')}`,
  };
}
