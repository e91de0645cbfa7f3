import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductShelf } from '@/components/arewahub/product-shelf';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { readShopProducts } from '@/lib/queries/products';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Books and beads',
  description:
    'Order books and handmade beads from Arewa Hub: children’s books in Hausa and Twi, novels, guides, necklaces, bracelets and waist beads.',
  path: '/arewa-hub/products',
});

export default async function ArewaHubProducts() {
  const [books, beads] = await Promise.all([readShopProducts('book'), readShopProducts('bead')]);
  return (
    <main id="main">
      <PageHero eyebrow="Shop" title="Books and beads">
        <p>Choose Shop Now and we’ll confirm your order and payment on WhatsApp.</p>
      </PageHero>
      <section className={ui.section} aria-labelledby="books-heading">
        <h2 id="books-heading">Our Books</h2>
        <ProductShelf label="Books" products={books} leading />
      </section>
      <section className={ui.section} aria-labelledby="beads-heading">
        <h2 id="beads-heading">Our Beads</h2>
        <ProductShelf label="Beads" products={beads} />
      </section>
    </main>
  );
}
