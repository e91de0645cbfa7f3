import { sanitize } from '../sanitize';
import { endpoints } from './contract';
import { read } from './server';

/** Products of one form, their HTML descriptions cleaned on the server; null when the read failed. */
export async function readShopProducts(form?: 'book' | 'bead') {
  const result = await read(endpoints.products, { form });
  if (!result.ok) return null;
  return result.data.map((p) => ({ ...p, safeDescription: sanitize(p.description) }));
}
