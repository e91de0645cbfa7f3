import { eventShareImage } from '@/lib/queries/share-cards';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/seo/share-image';

export const size = SHARE_SIZE;
export const contentType = SHARE_TYPE;
export const alt = 'An Edu Connect Africa event';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return eventShareImage((await params).id);
}
