import { productShareImage } from '@/lib/queries/share-cards';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/seo/share-image';

export const size = SHARE_SIZE;
export const contentType = SHARE_TYPE;
export const alt = 'A book or beads from Arewa Hub';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return productShareImage((await params).id);
}
