import { sanitize } from '../sanitize';
import { endpoints } from './contract';
import { notFound } from 'next/navigation';
import { isDefinitive, read } from './server';

/** Products of one form, their HTML descriptions cleaned on the server; null when the read failed. */
export async function readShopProducts(form?: 'book' | 'bead') {
  const result = await read(endpoints.products, { form });
  if (!result.ok) return null;
  return result.data.map((p) => ({ ...p, safeDescription: sanitize(p.description) }));
}

/** One product for its page, its description cleaned; unknown ids are the 404 page, null when the read failed. */
export async function readShopProduct(productId: string) {
  const result = await read(endpoints.product, { productId });
  if (isDefinitive(result)) notFound();
  return result.ok ? { ...result.data, safeDescription: sanitize(result.data.description) } : null;
}
