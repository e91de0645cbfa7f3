import { Carousel } from '@/components/ui/carousel';
import { carouselWords } from '@/components/ui/words';
import type { ShopProduct } from '@/lib/content/arewa-hub';
import type { InLanguage } from '@/lib/format/in-language';
import { ProductCard } from './product-card';
import { OrderProvider } from './shop-now';
import { ErrorState, EmptyState } from '@/components/ui/states';
import { EMPTY_TEXT } from '@/lib/content/messages';
import { leadPicture } from '@/lib/queries/media';
import { orderModalTexts } from './order-texts';

interface Props {
  /** The carousel's name, in the page's language. */
  label: string;
  /** The products as the page's language shows them (lib/queries/products.ts). */
  products: InLanguage<'product', ShopProduct>[] | null;
  /** Eight a page (two under 500 px), moving on every 5 seconds; a preview shows one page, still. */
  preview?: boolean;
  /** The shelf that opens the page: the pictures of its first page on a phone are fetched at once. */
  leading?: boolean;
}

/** Two cards a page under 500 px: a phone's first view of the shelf. */
const NARROW = { maxWidth: 499, perPage: 2 };

/** A section of the shop: the product grid in pages with dots, and the order modal for Shop Now. */
export async function ProductShelf({ label, products, preview = false, leading = false }: Props) {
  if (products === null) return <ErrorState />;
  if (products.length === 0) return <EmptyState text={EMPTY_TEXT.products} />;
  const [leads, orderTexts, words] = await Promise.all([
    leading ? Promise.all(products.slice(0, NARROW.perPage).map((p) => leadPicture(p.record.image))) : [],
    orderModalTexts(),
    carouselWords(),
  ]);
  return (
    <OrderProvider texts={orderTexts}>
      <Carousel
        label={label}
        perPage={preview ? 4 : 8}
        columns={4}
        narrow={NARROW}
        intervalMs={preview ? undefined : 5000}
        words={words}
      >
        {(preview ? products.slice(0, 4) : products).map((p, i) => (
          // Both pictures of a phone's first page are in view at once, and either may be its largest paint: neither waits.
          <ProductCard key={p.record.productId} shown={p} lead={leads[i]} />
        ))}
      </Carousel>
    </OrderProvider>
  );
}
