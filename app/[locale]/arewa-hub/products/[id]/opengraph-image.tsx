import { productShareImage } from '@/lib/queries/share-cards';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/seo/share-image';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export const size = SHARE_SIZE;
export const contentType = SHARE_TYPE;
export const alt = 'A book or beads from Arewa Hub';

/** Drawn in the page's language where the product is translated into it (lib/queries/share-cards.ts). */
export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  return productShareImage(id, isLocale(locale) ? locale : DEFAULT_LOCALE);
}
