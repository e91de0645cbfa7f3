import { env } from '../platform/env';

/*
 * /media/<name>: the pictures the embedded server keeps (lib/admin-server/media.ts), loaded on first use
 * like the embedded server itself. On the organisation's server (ADMIN_API_URL) pictures live at the
 * addresses its records give, and this site keeps none. `saveData`: the request asked to save data
 * (lib/platform/save-data.ts), and a prepared width is answered with a lighter file.
 */

export async function media(name: string, saveData = false): Promise<Response> {
  if (env().ADMIN_API_URL)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    });
  const { serveMedia } = await import('../admin-server/media');
  return serveMedia(name, saveData);
}
