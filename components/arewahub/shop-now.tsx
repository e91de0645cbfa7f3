'use client';

import { createContext, type ReactNode, use, useState } from 'react';
import { OrderModal } from './order-modal';
import type { ShopProduct } from '@/lib/arewahub-content';
import styles from './arewahub.module.css';

const OrderContext = createContext<(product: ShopProduct) => void>(() => {});

/** One order modal for every Shop Now button inside: a shelf of cards, or a product's page. */
export function OrderProvider({ children }: { children: ReactNode }) {
  const [ordering, setOrdering] = useState<ShopProduct | null>(null);
  return (
    <OrderContext value={setOrdering}>
      {children}
      <OrderModal product={ordering} onClose={() => setOrdering(null)} />
    </OrderContext>
  );
}

/** Shop Now: opens the order modal of the OrderProvider around it for this product. */
export function ShopNow({ product }: { product: ShopProduct }) {
  const order = use(OrderContext);
  return (
    <button type="button" className={styles.shop} onClick={() => order(product)} aria-haspopup="dialog">
      Shop Now<span className="visually-hidden">: {product.productName}</span>
    </button>
  );
}
