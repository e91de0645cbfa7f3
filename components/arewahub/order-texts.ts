import { getTranslations } from 'next-intl/server';
import type { OrderModalTexts } from './order-modal';
import { modalCloseLabel } from '@/components/ui/words';

/** The order modal's words in the page's language, `{name}` left for the modal to fill with the product's name. */
export async function orderModalTexts(): Promise<OrderModalTexts> {
  const [t, close] = await Promise.all([getTranslations('arewaHub'), modalCloseLabel()]);
  return { title: String(t.raw('order.title')), fallback: t('order.fallbackTitle'), close };
}
