'use client';

import { useState } from 'react';
import { OrderModal } from './order-modal';
import type { ShopProduct } from './product-card';
import styles from './arewahub.module.css';

/** A product page's Shop Now: the same order modal as the shop's cards. */
export function ShopNow({ product }: { product: ShopProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.shop} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Shop Now<span className="visually-hidden">: {product.productName}</span>
      </button>
      <OrderModal product={open ? product : null} onClose={() => setOpen(false)} />
    </>
  );
}
