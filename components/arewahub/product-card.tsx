import { getTranslations } from 'next-intl/server';
import { DataImage } from '@/components/ui/data-image';
import { shownAt, type LeadPicture } from '@/lib/format/picture-widths';
import { orderedProduct, productHref, type ShopProduct } from '@/lib/content/arewa-hub';
import type { InLanguage } from '@/lib/format/in-language';
import { pageLocale } from '@/lib/seo/metadata';
import styles from './arewahub.module.css';
import { shopPrice } from './price';
import { ProductDescription } from './product-description';
import { ShopNow } from './shop-now';
import { Link } from '@/components/ui/link';

/** The catalogue's grid shows one card a row on a phone (the home page's preview two), about four beyond 900 px. */
const SHOWN_IN_SHELF = shownAt(100, '(max-width: 900px) 50vw, 18rem');

/**
 * A product: picture, name, price, availability, a description that opens and closes, and Shop Now.
 * `lead` for a card that opens a page, whose picture is what a phone shows largest: fetched at once, and
 * written in as far as it can be (lib/queries/media.ts leadPicture). `shown` is the product as the page's
 * language shows it (lib/format/in-language.ts): its name, description and picture's description are
 * translated where they are, and marked English where not.
 */
export async function ProductCard({ shown, lead }: { shown: InLanguage<'product', ShopProduct>; lead?: LeadPicture }) {
  const [t, locale] = await Promise.all([getTranslations('arewaHub'), pageLocale()]);
  const { record: product, lang } = shown;
  return (
    <article className={styles.product}>
      <DataImage
        src={product.image}
        alt={product.imageAlt ?? product.productName}
        lang={product.imageAlt ? lang.imageAlt : lang.productName}
        width={400}
        height={product.productForm === 'book' ? 560 : 400}
        sizes={SHOWN_IN_SHELF}
        lead={lead}
      />
      <div className={styles.productBody}>
        <h3 lang={lang.productName}>
          <Link href={productHref(product.productId)}>{product.productName}</Link>
        </h3>
        <p className={styles.price}>{shopPrice(product.price, product.priceCurrency, locale)}</p>
        <p className={styles.availability}>
          {t(product.productForm === 'book' ? 'product.availabilityBook' : 'product.availabilityBeads')}
        </p>
        <ProductDescription
          html={product.safeDescription}
          lang={lang.description}
          labels={{ more: t('product.seeMore'), less: t('product.seeLess') }}
        />
        <ShopNow product={orderedProduct(product)} label={t('product.shopNow')} nameLang={lang.productName} />
      </div>
    </article>
  );
}
