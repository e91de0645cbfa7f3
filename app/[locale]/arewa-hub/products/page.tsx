import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { ProductShelf } from '@/components/arewahub/product-shelf';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readShopProducts } from '@/lib/queries/products';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('arewaHub');
  return localizedMetadata({
    title: t('products.title'),
    description: t('products.metaDescription'),
    path: PAGES.arewaHubProducts.path,
  });
}

export default async function ArewaHubProducts() {
  const locale = await pageLocale();
  const [books, beads, t] = await Promise.all([
    readShopProducts(locale, 'book'),
    readShopProducts(locale, 'bead'),
    getTranslations('arewaHub'),
  ]);
  return (
    <PageMain>
      <PageHero eyebrow={t('products.eyebrow')} title={t('products.title')}>
        <p>{t('products.intro')}</p>
      </PageHero>
      <section className={ui.section} aria-labelledby="books-heading">
        <h2 id="books-heading">{t('products.booksHeading')}</h2>
        <ProductShelf label={t('products.booksLabel')} products={books} leading />
      </section>
      <section className={ui.section} aria-labelledby="beads-heading">
        <h2 id="beads-heading">{t('products.beadsHeading')}</h2>
        <ProductShelf label={t('products.beadsLabel')} products={beads} />
      </section>
    </PageMain>
  );
}
