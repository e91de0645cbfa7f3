import { type Actor, auditLine as audit } from './audit';
import { renderMarkdown } from '../format/markdown';
import type { Db } from '../db/db';
import { writeDurably } from '../db/durable';
import { GoneError } from './errors';
import { nowIso, objectId } from '../db/ids';
import { oneWithTranslations, withTranslations } from './translations';

/* The crafts arm's books and beads as the console edits them: prices in minor units, descriptions in Markdown stored as sanitized HTML. */

export interface ProductDraft {
  name: string;
  form: 'book' | 'bead';
  priceMinor: number;
  stock: number;
  description: string;
  published: boolean;
  /** A new picture's address (/media/…), or undefined to keep the one it has. */
  image?: string;
  /** What the picture shows (alt text), '' when it only decorates; undefined keeps what it has. */
  imageAlt?: string;
}

export async function productsForStaff(db: Db) {
  return db.selectFrom('products').selectAll().orderBy('product_form').orderBy('product_name').execute();
}

export async function saveProduct(db: Db, actor: Actor, draft: ProductDraft, id?: string): Promise<string> {
  const fields = {
    product_name: draft.name,
    product_form: draft.form,
    price_minor: draft.priceMinor,
    quantity_in_stock: draft.stock,
    description: renderMarkdown(draft.description),
    active: draft.published ? 1 : 0,
    ...(draft.image ? { image: draft.image } : {}),
    ...(draft.imageAlt !== undefined ? { image_alt: draft.imageAlt } : {}),
  };
  return writeDurably(db, async (tx) => {
    let productId = id;
    if (productId) {
      const result = await tx.updateTable('products').set(fields).where('id', '=', productId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new GoneError('product');
    } else {
      productId = objectId();
      await tx
        .insertInto('products')
        .values({
          id: productId,
          price_currency: 'NGN',
          image: null,
          image_alt: null,
          quantity_sold: 0,
          created_at: nowIso(),
          ...fields,
        })
        .execute();
    }
    await tx
      .insertInto('audit_log')
      .values(audit(actor, `product ${id ? 'saved' : 'added'}`, `product ${productId}: ${draft.name}`))
      .execute();
    return productId;
  });
}

/** The shop's published products with their translations, newest first: all, or the books or the beads. */
export async function publishedProducts(db: Db, form?: 'book' | 'bead') {
  let q = db.selectFrom('products').selectAll().where('active', '=', 1);
  if (form) q = q.where('product_form', '=', form);
  return withTranslations(db, 'product', await q.orderBy('created_at', 'desc').orderBy('id').execute());
}

/** One product with its translations, published or not: the caller says what an unpublished one answers. */
export const productById = async (db: Db, id: string) =>
  oneWithTranslations(
    db,
    'product',
    await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
  );
