import 'server-only';
import { endpoints } from '../api/contract';
import type { Product } from '../api/schemas';
import { itemOrNotFound, listOrNull, read } from './read';
import { type ShopProduct } from '../content/arewa-hub';
import { sanitize } from '../format/sanitize';

const forShop = (p: Product): ShopProduct => ({ ...p, safeDescription: sanitize(p.description) });

/** The active products, of one form or all. */
export async function readProducts(form?: 'book' | 'bead'): Promise<Product[] | null> {
  return listOrNull(await read(endpoints.products, { form }));
}

export async function readShopProducts(form?: 'book' | 'bead'): Promise<ShopProduct[] | null> {
  return (await readProducts(form))?.map(forShop) ?? null;
}

/** One product for its page (unknown ids are the 404 page). */
export async function readShopProduct(productId: string): Promise<ShopProduct | null> {
  const product = itemOrNotFound(await read(endpoints.product, { productId }));
  return product && forShop(product);
}
