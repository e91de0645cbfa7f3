import { getTranslations } from 'next-intl/server';
import { postShareImage } from '@/lib/queries/share-cards';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/seo/share-image';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export const size = SHARE_SIZE;
export const contentType = SHARE_TYPE;
export const alt = 'News from the African Child Network';

/** Drawn in the page's language where the news item is translated into it (lib/queries/share-cards.ts). */
export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: segment, id } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'acn' });
  return postShareImage('news', id, locale, t('post.news'));
}
