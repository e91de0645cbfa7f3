import { DataImage } from '@/components/ui/data-image';
import { shownAt, type LeadPicture } from '@/lib/format/picture-widths';
import { productHref, type ShopProduct } from '@/lib/content/arewa-hub';
import { formatPrice } from '@/lib/format/display';
import styles from './arewahub.module.css';
import { ProductDescription } from './product-description';
import { ShopNow } from './shop-now';
import { ItemLink } from '@/components/ui/item-link';

/** A shelf shows two cards a row up to 900 px, four beyond (components/ui/carousel.module.css). */
const SHOWN_IN_SHELF = shownAt(50, '(max-width: 900px) 50vw, 18rem');

/**
 * A product: picture, name, price, availability, a description that opens and closes, and Shop Now.
 * `lead` for a card that opens a page, whose picture is what a phone shows largest: fetched at once, and
 * written in as far as it can be (lib/queries/media.ts leadPicture).
 */
export function ProductCard({ product, lead }: { product: ShopProduct; lead?: LeadPicture }) {
  return (
    <article className={styles.product}>
      <DataImage
        src={product.image}
        alt={product.imageAlt ?? product.productName}
        width={400}
        height={product.productForm === 'book' ? 560 : 400}
        sizes={SHOWN_IN_SHELF}
        lead={lead}
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
