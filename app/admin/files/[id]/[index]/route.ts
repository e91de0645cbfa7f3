import fs from 'node:fs/promises';
import path from 'node:path';
import { currentStaff } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { getDb } from '@/lib/store/db';
import { submission } from '@/lib/store/inbox';

/*
 * A crafts membership's certificate or artwork, for signed-in staff only: the files stay under
 * DATA_DIR/uploads, which nothing else serves. The path comes from the stored record, never from
 * the address, and is checked to stay inside the uploads folder.
 */

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; index: string }> }) {
  if (!(await currentStaff())) return new Response('Sign in to download this file', { status: 401, headers: { 'Cache-Control': 'private, no-store' } });
  const { id, index } = await params;
  const found = await submission(await getDb(), 'crafts', decodeURIComponent(id));
  const file = found?.files[Number(index)];
  if (!file || !/^\d+$/.test(index)) return NOT_FOUND();
  const uploads = path.resolve(env().DATA_DIR, 'uploads');
  const absolute = path.resolve(env().DATA_DIR, file.path);
  if (!absolute.startsWith(uploads + path.sep)) return NOT_FOUND();
  const extension = path.extname(absolute).slice(1).toLowerCase();
  const bytes = await fs.readFile(absolute).catch(() => null);
  if (!bytes) return NOT_FOUND();
  const name = `${found.name.replace(/[^\p{L}\p{N} -]/gu, '').trim() || 'member'} - ${file.label}.${extension}`;
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
