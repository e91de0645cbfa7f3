import { media } from '@/lib/gateway/media';

/* Pictures staff upload for published content (lib/gateway/media.ts). */

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return media((await params).name);
}
