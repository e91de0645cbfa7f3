'use client';

import { createContext, type ReactNode, use, useState } from 'react';
import { ModalButton } from '@/components/layout/modal-button';
import { orderHref, type ShopProduct } from '@/lib/content/arewa-hub';
import { OrderModal } from './order-modal';
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

/** Shop Now: opens the order modal of the OrderProvider around it; before scripts run, leads to the product's order page. */
export function ShopNow({ product }: { product: ShopProduct }) {
  const order = use(OrderContext);
  return (
    <ModalButton page={orderHref(product.productId)} className={styles.shop} onOpen={() => order(product)}>
      Shop Now<span className="visually-hidden">: {product.productName}</span>
    </ModalButton>
  );
}
