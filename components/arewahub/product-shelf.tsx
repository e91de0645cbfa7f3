'use client';

import { useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import ui from '@/components/ui/section.module.css';
import { OrderModal } from './order-modal';
import { ProductCard, type ShopProduct } from './product-card';

interface Props {
  label: string;
  products: ShopProduct[] | null;
  /** Eight a page (two under 500 px), moving on every 5 seconds; a preview shows one page, still. */
  preview?: boolean;
}

/** A section of the shop: the product grid in pages with dots, and the order modal for Shop Now. */
export function ProductShelf({ label, products, preview = false }: Props) {
  const [ordering, setOrdering] = useState<ShopProduct | null>(null);
  if (products === null)
    return (
      <p className={ui.state} role="status">
        Something went wrong. Please try again later.
      </p>
    );
  if (products.length === 0) return <p className={ui.state}>No products available</p>;
  return (
    <>
      <Carousel
        label={label}
        items={preview ? products.slice(0, 4) : products}
        itemKey={(p) => p.productId}
        perPage={preview ? 4 : 8}
        columns={4}
        narrow={{ maxWidth: 499, perPage: 2 }}
        intervalMs={preview ? undefined : 5000}
        render={(p) => <ProductCard product={p} onShop={setOrdering} />}
      />
      <OrderModal product={ordering} onClose={() => setOrdering(null)} />
    </>
  );
}
