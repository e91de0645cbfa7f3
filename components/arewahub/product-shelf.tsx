import { Carousel } from '@/components/ui/carousel';
import type { ShopProduct } from '@/lib/content/arewa-hub';
import { ProductCard } from './product-card';
import { OrderProvider } from './shop-now';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';

interface Props {
  label: string;
  products: ShopProduct[] | null;
  /** Eight a page (two under 500 px), moving on every 5 seconds; a preview shows one page, still. */
  preview?: boolean;
  /** The shelf that opens the page: its first picture is fetched at once. */
  leading?: boolean;
}

/** A section of the shop: the product grid in pages with dots, and the order modal for Shop Now. */
export function ProductShelf({ label, products, preview = false, leading = false }: Props) {
  if (products === null) return <ErrorState />;
  if (products.length === 0) return <EmptyState text={EMPTY_TEXT.products} />;
  return (
    <OrderProvider>
      <Carousel label={label} perPage={preview ? 4 : 8} columns={4} narrow={{ maxWidth: 499, perPage: 2 }} intervalMs={preview ? undefined : 5000}>
        {(preview ? products.slice(0, 4) : products).map((p, i) => (
          <ProductCard key={p.productId} product={p} preload={leading && i === 0} />
        ))}
      </Carousel>
    </OrderProvider>
  );
}
