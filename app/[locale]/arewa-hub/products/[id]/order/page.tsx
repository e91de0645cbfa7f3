import { PageMain } from '@/components/layout/page-main';
import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderForm } from '@/components/arewahub/order-form';
import { PageError } from '@/components/ui/states';
import ui from '@/components/ui/section.module.css';
import { orderedProduct, orderHref } from '@/lib/content/arewa-hub';
import { fitDescription, fitTitle, localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { readShopProduct } from '@/lib/queries/products';
import { productParams } from '@/lib/queries/static-params';

export const revalidate = 60;
export const generateStaticParams = productParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [shown, t] = await Promise.all([readShopProduct(id, await pageLocale()), getTranslations('arewaHub')]);
  if (!shown) return { title: t('order.fallbackTitle') };
  const p = shown.meta;
  return {
    ...(await localizedMetadata({
      title: fitTitle(t('order.title', { name: p.productName })),
      description: fitDescription(t('order.metaDescription', { name: p.productName })),
      path: orderHref(id),
    })),
    // The product's own page is the one to find; this is its form.
    robots: { index: false, follow: true },
  };
}

/**
 * A product's order form on a page of its own: where Shop Now leads a visitor whose scripts have not
 * run (with scripts it opens the modal on the product's card or page).
 */
export default async function OrderPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale();
  const [shown, t] = await Promise.all([readShopProduct(id, locale), getTranslations('arewaHub')]);
  if (!shown) return <PageError />;
  const { record: product, lang } = shown;
  return (
    <PageMain>
      <section className={`${ui.section} ${ui.prose}`} aria-labelledby="order-heading">
        <h1 id="order-heading">
          {t.rich('order.heading', {
            name: product.productName,
            product: (chunks) => <span lang={lang.productName}>{chunks}</span>,
          })}
        </h1>
        <OrderForm product={orderedProduct(product)} text={await loadFormText('order')} />
      </section>
    </PageMain>
  );
}
