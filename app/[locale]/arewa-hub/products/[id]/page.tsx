import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { OrderProvider, ShopNow } from '@/components/arewahub/shop-now';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareLinks } from '@/components/share/share-links';
import { DataImage } from '@/components/ui/data-image';
import { leadPicture } from '@/lib/queries/media';
import { PageError } from '@/components/ui/states';
import ui from '@/components/ui/section.module.css';
import { readShopProduct } from '@/lib/queries/products';
import { productHref } from '@/lib/content/arewa-hub';
import { formatPrice } from '@/lib/format/display';
import { fitDescription, fitTitle, pageMetadata } from '@/lib/seo/metadata';
import { plainText } from '@/lib/format/sanitize';
import { breadcrumbs, productData } from '@/lib/seo/structured-data';
import { productParams } from '@/lib/queries/static-params';

export const revalidate = 60;
// The products listed at build are rendered then; a newer one on its first request, then cached.
export const generateStaticParams = productParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const p = await readShopProduct(id);
  if (!p) return { title: 'Product' };
  // The picture comes from the opengraph-image beside the page.
  return pageMetadata({
    title: fitTitle(p.productName),
    description: fitDescription(
      plainText(p.description) || p.productName,
      `${p.productForm === 'book' ? 'A book' : 'Beadwork'} from Arewa Hub, ${formatPrice(p.price, p.priceCurrency)}.`,
    ),
    path: productHref(id),
    ownImage: true,
  });
}

/** A book or bead product: picture, price, the whole description, and Shop Now. */
export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const product = await readShopProduct(id);
  if (!product) return <PageError />;
  const path = productHref(id);
  const trail = breadcrumbs([
    ['Arewa Hub', '/arewa-hub/home'],
    ['Books and beads', '/arewa-hub/products'],
    [product.productName, path],
  ]);
  return (
    <main id="main">
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
          <p className={ui.eyebrow}>{product.productForm === 'book' ? 'Book' : 'Beads'}</p>
          <h1>{product.productName}</h1>
          <p className={styles.price}>{formatPrice(product.price, product.priceCurrency)}</p>
          <p className={styles.availability}>Availability: Ebook/Offline</p>
          <div className={ui.prose} dangerouslySetInnerHTML={{ __html: product.safeDescription }} />
          <OrderProvider>
            <ShopNow product={product} />
          </OrderProvider>
          <p>
            <Link href="/arewa-hub/products">All books and beads</Link>
          </p>
          <ShareLinks path={path} title={product.productName} />
        </div>
      </article>
    </main>
  );
}
