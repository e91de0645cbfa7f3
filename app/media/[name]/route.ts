import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/platform/env';

/*
 * Pictures staff upload for published content (news items, stories), kept in DATA_DIR/uploads/media
 * under a random name that never changes: a year in any cache. The name is checked against the
 * shape the console gives it, so nothing outside that folder can be asked for.
 */

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const match = /^[a-f0-9]{24}\.(jpg|png|webp)$/.exec(name);
  const bytes = match ? await fs.readFile(path.join(env().DATA_DIR, 'uploads', 'media', name)).catch(() => null) : null;
  if (!match || !bytes) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': TYPES[match[1]!]!, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  });
}
