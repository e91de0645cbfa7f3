'use client';

import { Link } from '@/components/ui/link';
import { FormFooter, TextField } from '@/components/forms/fields';
import type { FormText } from '@/components/forms/form-text';
import fieldStyles from '@/components/forms/fields.module.css';
import { useApiForm } from '@/components/forms/use-api-form';
import { fill, MAX_ORDER_QUANTITY, orderQuantity } from '@/lib/api/constants';
import { formatPrice } from '@/lib/format/display';
import { productHref, type OrderedProduct } from '@/lib/content/arewa-hub';
import styles from './arewahub.module.css';

/**
 * Who is ordering and how many; the line total follows the quantity as it is typed. In the modal,
 * Back closes it (`onClose`); on the order's own page, Back is a link to the product.
 */
export function OrderForm({
  product,
  onClose,
  text,
}: {
  product: OrderedProduct;
  onClose?: () => void;
  text: FormText<'order'>;
}) {
  const { form, formProps, footer } = useApiForm({
    offline: { form: 'order', productId: product.productId },
    // The order form's own fields; the product travels as the order's one item.
    schema: (kit) => kit.orderSchema.omit({ items: true }),
    defaultValues: { customerName: '', customerEmail: '', phoneNumber: '', quantity: '1' },
    successText: text.order.success,
    text,
    send: (order, { endpoints }, api) =>
      api.call(endpoints.newOrder, {
        body: { ...order, items: [{ id: product.productId, quantity: order.quantity }] },
      }),
  });
  const quantity = orderQuantity(form.watch('quantity'));
  return (
    <form className={fieldStyles.form} {...formProps} aria-label={text.order.label}>
      <p className={styles.unit}>
        {fill(text.order.unit, { price: formatPrice(product.price, product.priceCurrency, text.locale) })}
      </p>
      <TextField form={form} name="customerName" label={text.order.fullName} autoComplete="name" data-autofocus />
      <TextField form={form} name="customerEmail" label={text.fields.email} type="email" autoComplete="email" />
      <TextField
        form={form}
        name="phoneNumber"
        label={text.fields.phoneNumber}
        type="tel"
        autoComplete="tel"
        hint={text.order.phoneHint}
      />
      <TextField form={form} name="quantity" label={text.order.quantity} inputMode="numeric" autoComplete="off" />
      <p className={styles.total} aria-live="polite">
        {quantity !== null
          ? fill(text.order.total, { total: formatPrice(product.price * quantity, product.priceCurrency, text.locale) })
          : fill(text.order.noTotal, { max: new Intl.NumberFormat(text.intl).format(MAX_ORDER_QUANTITY) })}
      </p>
      <div className={fieldStyles.actions}>
        <FormFooter {...footer} label={text.order.submit} pendingLabel={text.common.submitting} />
        {onClose ? (
          <button type="button" className={fieldStyles.secondary} onClick={onClose}>
            {text.common.back}
          </button>
        ) : (
          <Link href={productHref(product.productId)} className={fieldStyles.secondary}>
            {text.common.back}
          </Link>
        )}
      </div>
    </form>
  );
}
