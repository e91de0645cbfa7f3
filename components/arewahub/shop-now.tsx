'use client';

import { createContext, type ReactNode, use, useState } from 'react';
import { ModalButton } from '@/components/layout/modal-button';
import { orderHref, type OrderedProduct } from '@/lib/content/arewa-hub';
import { OrderModal, type OrderModalTexts } from './order-modal';
import styles from './arewahub.module.css';

const OrderContext = createContext<(product: OrderedProduct) => void>(() => {});

/** One order modal for every Shop Now button inside: a shelf of cards, or a product's page. */
export function OrderProvider({ texts, children }: { texts: OrderModalTexts; children: ReactNode }) {
  const [ordering, setOrdering] = useState<OrderedProduct | null>(null);
  return (
    <OrderContext value={setOrdering}>
      {children}
      <OrderModal product={ordering} texts={texts} onClose={() => setOrdering(null)} />
    </OrderContext>
  );
}

/**
 * Shop Now (`label`, in the page's language): opens the order modal of the OrderProvider around it;
 * before scripts run, leads to the product's order page. `nameLang` marks the product's name where it is English.
 */
export function ShopNow({ product, label, nameLang }: { product: OrderedProduct; label: string; nameLang?: string }) {
  const order = use(OrderContext);
  return (
    <ModalButton page={orderHref(product.productId)} className={styles.shop} onOpen={() => order(product)}>
      {label}
      <span className="visually-hidden">
        : <span lang={nameLang}>{product.productName}</span>
      </span>
    </ModalButton>
  );
}
