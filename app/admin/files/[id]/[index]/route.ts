import { refusal } from '@/lib/console/access';
import { craftsFile } from '@/lib/console/inbox';

/* Admins only: a crafts membership's certificate or artwork, as a download (lib/console/inbox reads it). */

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; index: string }> }) {
  const refused = await refusal('inbox');
  if (refused) return refused;
  // Next has decoded the segments already: decoding again made `%25` throw (a 500).
  const { id, index } = await params;
  if (!/^\d{1,3}$/.test(index)) return NOT_FOUND();
  const file = await craftsFile(id, Number(index));
  if (!file) return NOT_FOUND();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
