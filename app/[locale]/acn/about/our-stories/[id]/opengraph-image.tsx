import { getTranslations } from 'next-intl/server';
import { postShareImage } from '@/lib/queries/share-cards';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/seo/share-image';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export const size = SHARE_SIZE;
export const contentType = SHARE_TYPE;
export const alt = 'A story from the African Child Network';

/** Drawn in the page's language where the story is translated into it (lib/queries/share-cards.ts). */
export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: segment, id } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'acn' });
  return postShareImage('story', id, locale, t('post.story'));
}
