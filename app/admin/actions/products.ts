'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ContentFormState } from '@/components/admin/content-form';
import { productFormSchema } from '@/lib/api/console-schemas';
import { endpoints } from '@/lib/api/contract';
import { staffFor } from '@/lib/console/access';
import { storeProduct } from '@/lib/console/content';
import {
  field,
  pictureDescription,
  pictureOf,
  PICTURE_TEXT_FIELDS,
  GONE_MESSAGE,
  saveUnlessGone,
  expirePublicTags,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';

/* Arewa Hub's books and beads. */

/** Adds or saves a book or bead product; the shop and the product's page show it on the next load. */
export async function saveProductAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('content');
  const values = Object.fromEntries(
    ['name', 'form', 'price', 'stock', 'description', 'published', ...PICTURE_TEXT_FIELDS].map((name) => [
      name,
      field(form, name),
    ]),
  );
  const parsed = productFormSchema.safeParse({
    ...values,
    stock: values.stock!.trim() || '0',
    published: values.published === 'yes',
  });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const imageAlt = pictureDescription(form, errors);
  const picture = await pictureOf(form, parsed.success && !errors.pictureAlt, errors, 'product');
  if (!parsed.success || errors.picture || errors.pictureAlt) return { values, errors };
  const { price, ...rest } = parsed.data;
  const id = field(form, 'id') || undefined;
  const saved = await saveUnlessGone(async () =>
    storeProduct({ ...rest, priceMinor: price, image: await picture?.(), imageAlt }, id),
  );
  if (saved.gone) return { values, errors: { form: GONE_MESSAGE } };
  const productId = saved.value;
  expirePublicTags([...endpoints.products.tags!({}), ...endpoints.product.tags!({ productId })]);
  if (!id) redirect('/admin/products?notice=added');
  revalidatePath('/admin/products');
  return { values, errors: {}, saved: true };
}
