import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { OrderProvider, ShopNow } from '@/components/arewahub/shop-now';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMain } from '@/components/layout/page-main';
import { ShareLinks } from '@/components/share/share-links';
import { DataImage } from '@/components/ui/data-image';
import { leadPicture } from '@/lib/queries/media';
import { PageError } from '@/components/ui/states';
import ui from '@/components/ui/section.module.css';
import { readProduct, readShopProduct, shopProductIn } from '@/lib/queries/products';
import { orderedProduct, productHref } from '@/lib/content/arewa-hub';
import { shopPrice } from '@/components/arewahub/price';
import { orderModalTexts } from '@/components/arewahub/order-texts';
import { fitDescription, fitTitle, pageLocale, recordMetadata } from '@/lib/seo/metadata';
import { recordPath, translatedLocales } from '@/lib/format/in-language';
import { plainText } from '@/lib/format/sanitize';
import { breadcrumbs, productData } from '@/lib/seo/structured-data';
import { productParams } from '@/lib/queries/static-params';

export const revalidate = 60;
// The products listed at build are rendered then; a newer one on its first request, then cached.
export const generateStaticParams = productParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const locale = await pageLocale();
  const [product, t] = await Promise.all([readProduct(id), getTranslations('arewaHub')]);
  if (!product) return { title: t('product.fallbackTitle') };
  const p = shopProductIn(product, locale).meta;
  const price = shopPrice(p.price, p.priceCurrency, locale);
  // The picture comes from the opengraph-image beside the page.
  return recordMetadata(
    {
      title: fitTitle(p.productName),
      description: fitDescription(
        plainText(p.description) || p.productName,
        p.productForm === 'book' ? t('product.bookContext', { price }) : t('product.beadsContext', { price }),
      ),
      path: productHref(id),
      ownImage: true,
    },
    translatedLocales('product', product),
  );
}

/**
 * A book or bead product: picture, price, the whole description, and Shop Now. The product's name and
 * description are in the page's language where they are translated, and marked English where not.
 */
export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale();
  const [shown, t, orderTexts] = await Promise.all([
    readShopProduct(id, locale),
    getTranslations('arewaHub'),
    orderModalTexts(),
  ]);
  if (!shown) return <PageError />;
  const { record: product, lang } = shown;
  const path = recordPath(shown, productHref(id));
  const trail = breadcrumbs([
    ['Arewa Hub', '/arewa-hub/home'],
    [t('products.title'), '/arewa-hub/products'],
    [shown.meta.productName, path],
  ]);
  return (
    <PageMain>
      <JsonLd data={productData(shown.meta, path)} />
      <JsonLd data={trail} />
      <article className={`${ui.section} ${ui.itemPage}`}>
        <DataImage
          src={product.image}
          alt={product.imageAlt ?? product.productName}
          lang={product.imageAlt ? lang.imageAlt : lang.productName}
          width={600}
          height={product.productForm === 'book' ? 840 : 600}
          lead={await leadPicture(product.image)}
        />
        <div className={styles.productBody}>
          <p className={ui.eyebrow}>{product.productForm === 'book' ? t('product.book') : t('product.beads')}</p>
          <h1 lang={lang.productName}>{product.productName}</h1>
          <p className={styles.price}>{shopPrice(product.price, product.priceCurrency, locale)}</p>
          <p className={styles.availability}>
            {t(product.productForm === 'book' ? 'product.availabilityBook' : 'product.availabilityBeads')}
          </p>
          <div
            className={ui.prose}
            lang={lang.description}
            dangerouslySetInnerHTML={{ __html: product.safeDescription }}
          />
          <OrderProvider texts={orderTexts}>
            <ShopNow product={orderedProduct(product)} label={t('product.shopNow')} nameLang={lang.productName} />
          </OrderProvider>
          <p>
            <Link href="/arewa-hub/products">{t('product.allProducts')}</Link>
          </p>
          <ShareLinks path={path} title={shown.meta.productName} />
        </div>
      </article>
    </PageMain>
  );
}
