'use client';

import dynamic from 'next/dynamic';
import { Modal } from '@/components/ui/modal';
import { useFormText } from '@/components/forms/form-text-context';
import type { OrderedProduct } from '@/lib/content/arewa-hub';

// Loaded when the modal first opens, so the shop's pages do not carry the form's validation until then.
const OrderForm = dynamic(() => import('./order-form').then((m) => m.OrderForm));

/**
 * The modal's words in the page's language: `title` holds `{name}`, where the product's name goes; `fallback` is
 * shown without a product; `close` names its close button.
 */
export type OrderModalTexts = { title: string; fallback: string; close: string };

/** Shop Now's modal for one product; Back and the close button close it. */
export function OrderModal({
  product,
  texts,
  onClose,
}: {
  product: OrderedProduct | null;
  texts: OrderModalTexts;
  onClose: () => void;
}) {
  const text = useFormText('order');
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={product ? texts.title.replace('{name}', product.productName) : texts.fallback}
      closeLabel={texts.close}
    >
      {product && <OrderForm product={product} onClose={onClose} text={text} />}
    </Modal>
  );
}
