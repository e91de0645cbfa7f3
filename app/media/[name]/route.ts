import { media } from '@/lib/gateway/media';
import { asksToSaveData, SAVE_DATA_HEADER } from '@/lib/platform/save-data';

/* Pictures staff upload for published content (lib/gateway/media.ts), lighter where the request asks to save data. */

export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  return media((await params).name, asksToSaveData(request.headers.get(SAVE_DATA_HEADER)));
}
