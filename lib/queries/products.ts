import 'server-only';
import { endpoints } from '../api/contract';
import type { Product } from '../api/schemas';
import { itemOrNotFound, itemOrNull, listOrNull, read } from './read';
import { type ShopProduct } from '../content/arewa-hub';
import { type InLanguage, inLanguage } from '../format/in-language';
import { sanitize } from '../format/sanitize';
import type { Locale } from '../i18n/locales';

/** A product as the shop shows it: its description sanitized, without its other languages (it may reach the browser). */
const forShop = (p: Product): ShopProduct => ({
  ...p,
  translations: undefined,
  safeDescription: sanitize(p.description),
});

/** A product as a page in `locale` shows it: translated where it is (lib/format/in-language.ts), ready for the shop. */
export function shopProductIn(product: Product, locale: Locale): InLanguage<'product', ShopProduct> {
  const shown = inLanguage('product', product, locale);
  const record = forShop(shown.record);
  return { ...shown, record, meta: shown.meta === shown.record ? record : forShop(shown.meta) };
}

/** The active products, of one form or all. */
export async function readProducts(form?: 'book' | 'bead'): Promise<Product[] | null> {
  return listOrNull(await read(endpoints.products, { form }));
}

/** The active products, of one form or all, as a page in `locale` shows them. */
export async function readShopProducts(
  locale: Locale,
  form?: 'book' | 'bead',
): Promise<InLanguage<'product', ShopProduct>[] | null> {
  return (await readProducts(form))?.map((p) => shopProductIn(p, locale)) ?? null;
}

/** One product (unknown ids are the 404 page), with its translations. */
export async function readProduct(productId: string): Promise<Product | null> {
  return itemOrNotFound(await read(endpoints.product, { productId }));
}

/** One product, or null when there is none or it could not be read: for what is drawn of it beside its page (its share picture). */
export async function findProduct(productId: string): Promise<Product | null> {
  return itemOrNull(await read(endpoints.product, { productId }));
}

/** One product for its pages, as a page in `locale` shows it (unknown ids are the 404 page). */
export async function readShopProduct(
  productId: string,
  locale: Locale,
): Promise<InLanguage<'product', ShopProduct> | null> {
  const product = await readProduct(productId);
  return product && shopProductIn(product, locale);
}
