import { mediaPicture } from '@/lib/queries/media';

/*
 * Pictures staff upload for published content (news items, stories), under a random name that never
 * changes: a year in any cache.
 */

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const picture = await mediaPicture((await params).name);
  if (!picture) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  return new Response(new Uint8Array(picture.bytes), {
    headers: { 'Content-Type': picture.type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  });
}
