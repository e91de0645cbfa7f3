'use client';

import { Link } from '@/components/ui/link';
import { FormFooter, TextField } from '@/components/forms/fields';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { browserApi } from '@/lib/api/browser';
import { orderQuantity } from '@/lib/api/constants';
import { formatPrice } from '@/lib/format/display';
import { productHref, type ShopProduct } from '@/lib/content/arewa-hub';
import styles from './arewahub.module.css';

/**
 * Who is ordering and how many; the line total follows the quantity as it is typed. In the modal,
 * Back closes it (`onClose`); on the order's own page, Back is a link to the product.
 */
export function OrderForm({ product, onClose }: { product: ShopProduct; onClose?: () => void }) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'order', productId: product.productId },
    // The order form's own fields; the product travels as the order's one item.
    schema: (kit) => kit.orderSchema.omit({ items: true }),
    defaultValues: { customerName: '', customerEmail: '', phoneNumber: '', quantity: '1' },
    successText: 'Order Created Successfully',
    send: (order, { endpoints }) =>
      browserApi.call(endpoints.newOrder, {
        body: { ...order, items: [{ id: product.productId, quantity: order.quantity }] },
      }),
  });
  const quantity = orderQuantity(form.watch('quantity'));
  return (
    <form className={fieldStyles.form} {...formProps} aria-label="Order">
      <p className={styles.unit}>
        {formatPrice(product.price, product.priceCurrency)} each · Availability: Ebook/Offline
      </p>
      <TextField form={form} name="customerName" label="Full name" autoComplete="name" data-autofocus />
      <TextField form={form} name="customerEmail" label="Email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="phoneNumber"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="Enter a working Whatsapp Number"
      />
      <TextField form={form} name="quantity" label="Quantity" inputMode="numeric" autoComplete="off" />
      <p className={styles.total} aria-live="polite">
        {quantity !== null
          ? `Total: ${formatPrice(product.price * quantity, product.priceCurrency)}`
          : 'Enter a whole number from 1 to 1,000 to see the total'}
      </p>
      <div className={fieldStyles.actions}>
        <FormFooter {...footer} label="Place order" pendingLabel="Submitting..." />
        {onClose ? (
          <button type="button" className={fieldStyles.secondary} onClick={onClose}>
            Back
          </button>
        ) : (
          <Link href={productHref(product.productId)} className={fieldStyles.secondary}>
            Back
          </Link>
        )}
      </div>
    </form>
  );
}
