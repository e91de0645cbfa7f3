import { getDb, isUnavailable } from '../db/db';
import { lighterPicture } from '../format/picture-widths';
import { contentPicture } from '../services/uploads';
import { UNAVAILABLE_MESSAGE } from './http';

/*
 * The embedded server's pictures: what staff uploaded for published content, at /media/<name>, under a
 * random name that never changes, so a year in any cache. lib/services/uploads.ts knows where they live.
 * A prepared width asked by a visitor who asked to save data is answered with a lighter file of the same
 * picture (lib/format/picture-widths.ts, lighterPicture), and says that it varies by that wish.
 */

const headers = (type: string, cache: string) => ({
  'Content-Type': type,
  'Cache-Control': cache,
  'X-Content-Type-Options': 'nosniff',
});

export async function serveMedia(name: string, saveData = false): Promise<Response> {
  try {
    const lighter = lighterPicture(name);
    const picture = await contentPicture(await getDb(), saveData ? lighter : name);
    if (!picture)
      return new Response('Not found', {
        status: 404,
        headers: headers('text/plain; charset=utf-8', 'public, max-age=60'),
      });
    return new Response(new Uint8Array(picture.bytes), {
      headers: {
        ...headers(picture.type, 'public, max-age=31536000, immutable'),
        ...(lighter === name ? {} : { Vary: 'Save-Data' }),
      },
    });
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    return new Response(UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: { ...headers('text/plain; charset=utf-8', 'no-store'), 'Retry-After': '30' },
    });
  }
}
