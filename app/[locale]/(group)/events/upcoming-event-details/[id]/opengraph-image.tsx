import { eventShareImage } from '@/lib/queries/share-cards';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/seo/share-image';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export const size = SHARE_SIZE;
export const contentType = SHARE_TYPE;
export const alt = 'An Edu Connect Africa event';

/** Drawn in the page's language where the event is translated into it (lib/queries/share-cards.ts). */
export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  return eventShareImage(id, isLocale(locale) ? locale : DEFAULT_LOCALE);
}
