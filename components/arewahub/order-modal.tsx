'use client';

import dynamic from 'next/dynamic';
import { Modal } from '@/components/ui/modal';
import type { ShopProduct } from '@/lib/content/arewa-hub';

// Loaded when the modal first opens, so the shop's pages do not carry the form's validation until then.
const OrderForm = dynamic(() => import('./order-form').then((m) => m.OrderForm));

/** Shop Now's modal for one product; Back and the close button close it. */
export function OrderModal({ product, onClose }: { product: ShopProduct | null; onClose: () => void }) {
  return (
    <Modal open={product !== null} onClose={onClose} title={product ? `Order ${product.productName}` : 'Order'}>
      {product && <OrderForm product={product} onClose={onClose} />}
    </Modal>
  );
}
