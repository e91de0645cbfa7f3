'use client';

import { useId, useState } from 'react';
import type { Product } from '@/lib/api/schemas';
import Link from 'next/link';
import { productHref } from '@/lib/arewahub-content';
import { formatPrice } from '@/lib/format';
import styles from './arewahub.module.css';
import { DataImage } from '@/components/ui/data-image';

export type ShopProduct = Product & { safeDescription: string };

/** A product: picture, name, price, availability, a description that opens and closes, and Shop Now. */
export function ProductCard({ product, onShop }: { product: ShopProduct; onShop: (p: ShopProduct) => void }) {
  const [more, setMore] = useState(false);
  const id = useId();
  return (
    <article className={styles.product}>
      <DataImage src={product.image} alt={product.productName} width={400} height={product.productForm === 'book' ? 560 : 400} />
      <div className={styles.productBody}>
        <h3>
          <Link href={productHref(product.productId)}>{product.productName}</Link>
        </h3>
        <p className={styles.price}>{formatPrice(product.price, product.priceCurrency)}</p>
        <p className={styles.availability}>Availability: Ebook/Offline</p>
        <div id={id} className={`${styles.description} ${more ? '' : styles.clamped}`} dangerouslySetInnerHTML={{ __html: product.safeDescription }} />
        <button type="button" className={styles.more} aria-expanded={more} aria-controls={id} onClick={() => setMore((m) => !m)}>
          {more ? 'See Less' : 'See More'}
        </button>
        <button type="button" className={styles.shop} onClick={() => onShop(product)} aria-haspopup="dialog">
          Shop Now<span className="visually-hidden">: {product.productName}</span>
        </button>
      </div>
    </article>
  );
}
