import { DataImage } from '@/components/ui/data-image';
import { svgDataUri } from '@/lib/content/inline-art';
import { productHref, type ShopProduct } from '@/lib/content/arewa-hub';
import { formatPrice } from '@/lib/format/display';
import styles from './arewahub.module.css';
import { ProductDescription } from './product-description';
import { ShopNow } from './shop-now';
import { ItemLink } from '@/components/ui/item-link';

/**
 * A product: picture, name, price, availability, a description that opens and closes, and Shop Now.
 * `preload` for the card that opens a page, whose picture is what a phone shows largest: fetched at once, or written in.
 */
export function ProductCard({ product, preload = false }: { product: ShopProduct; preload?: boolean }) {
  return (
    <article className={styles.product}>
      <DataImage
        src={product.image}
        alt={product.imageAlt ?? product.productName}
        width={400}
        height={product.productForm === 'book' ? 560 : 400}
        preload={preload}
        inline={preload ? svgDataUri(product.image) : null}
      />
      <div className={styles.productBody}>
        <h3>
          <ItemLink href={productHref(product.productId)}>{product.productName}</ItemLink>
        </h3>
        <p className={styles.price}>{formatPrice(product.price, product.priceCurrency)}</p>
        <p className={styles.availability}>Availability: Ebook/Offline</p>
        <ProductDescription html={product.safeDescription} />
        <ShopNow product={product} />
      </div>
    </article>
  );
}
