import { getTranslations } from 'next-intl/server';
import type { OrderModalTexts } from './order-modal';

/** The order modal's title in the page's language, `{name}` left for the modal to fill with the product's name. */
export async function orderModalTexts(): Promise<OrderModalTexts> {
  const t = await getTranslations('arewaHub');
  return { title: String(t.raw('order.title')), fallback: t('order.fallbackTitle') };
}
