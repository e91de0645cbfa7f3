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
import { readShopProduct } from '@/lib/queries/products';
import { productHref } from '@/lib/content/arewa-hub';
import { shopPrice } from '@/components/arewahub/price';
import { orderModalTexts } from '@/components/arewahub/order-texts';
import { fitDescription, fitTitle, localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { plainText } from '@/lib/format/sanitize';
import { breadcrumbs, productData } from '@/lib/seo/structured-data';
import { productParams } from '@/lib/queries/static-params';

export const revalidate = 60;
// The products listed at build are rendered then; a newer one on its first request, then cached.
export const generateStaticParams = productParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [p, t, locale] = await Promise.all([readShopProduct(id), getTranslations('arewaHub'), pageLocale()]);
  if (!p) return { title: t('product.fallbackTitle') };
  const price = shopPrice(p.price, p.priceCurrency, locale);
  // The picture comes from the opengraph-image beside the page.
  return localizedMetadata({
    title: fitTitle(p.productName),
    description: fitDescription(
      plainText(p.description) || p.productName,
      p.productForm === 'book' ? t('product.bookContext', { price }) : t('product.beadsContext', { price }),
    ),
    path: productHref(id),
    ownImage: true,
  });
}

/**
 * A book or bead product: picture, price, the whole description, and Shop Now. The product's name and
 * description are a record, in English: marked so on a page in another language.
 */
export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const [product, t, locale, orderTexts] = await Promise.all([
    readShopProduct(id),
    getTranslations('arewaHub'),
    pageLocale(),
    orderModalTexts(),
  ]);
  if (!product) return <PageError />;
  const recordLang = locale === 'en' ? undefined : 'en';
  const path = productHref(id);
  const trail = breadcrumbs([
    ['Arewa Hub', '/arewa-hub/home'],
    [t('products.title'), '/arewa-hub/products'],
    [product.productName, path],
  ]);
  return (
    <PageMain>
      <JsonLd data={productData(product, path)} />
      <JsonLd data={trail} />
      <article className={`${ui.section} ${ui.itemPage}`}>
        <DataImage
          src={product.image}
          alt={product.imageAlt ?? product.productName}
          width={600}
          height={product.productForm === 'book' ? 840 : 600}
          lead={await leadPicture(product.image)}
        />
        <div className={styles.productBody}>
          <p className={ui.eyebrow}>{product.productForm === 'book' ? t('product.book') : t('product.beads')}</p>
          <h1 lang={recordLang}>{product.productName}</h1>
          <p className={styles.price}>{shopPrice(product.price, product.priceCurrency, locale)}</p>
          <p className={styles.availability}>{t('product.availability')}</p>
          <div className={ui.prose} lang={recordLang} dangerouslySetInnerHTML={{ __html: product.safeDescription }} />
          <OrderProvider texts={orderTexts}>
            <ShopNow product={product} label={t('product.shopNow')} recordLang={recordLang} />
          </OrderProvider>
          <p>
            <Link href="/arewa-hub/products">{t('product.allProducts')}</Link>
          </p>
          <ShareLinks path={path} title={product.productName} />
        </div>
      </article>
    </PageMain>
  );
}
