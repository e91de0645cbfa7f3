import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { JoinHubButtons } from '@/components/arewahub/join-hub';
import { ProductShelf } from '@/components/arewahub/product-shelf';
import { FaqList } from '@/components/sections/faq-list';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';
import ui from '@/components/ui/section.module.css';
import { readShopProducts } from '@/lib/queries/products';
import { readFaqs, readTestimonies } from '@/lib/queries/people';
import { EMPTY_TEXT, READ_ERROR } from '@/lib/content/messages';
import { ArmHero, HeroActions } from '@/components/ui/arm-hero';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Arewa Hub: crafts, books and beads',
  description:
    'The Creative Hub: gatherings, reading events, bead crafting and book writing in northern Nigeria, and a shop for our books and beads.',
  path: '/arewa-hub/home',
});

export default async function ArewaHubHome() {
  const [products, faqs, testimonies] = await Promise.all([
    readShopProducts(),
    readFaqs('arewahub'),
    readTestimonies('arewahub'),
  ]);
  return (
    <main id="main">
      <ArmHero theme="arewahub" art={{ src: '/images/products/beads-5.svg', width: 400, height: 400 }}>
        <p className={ui.eyebrow} style={{ color: 'var(--color-accent)' }}>
          Arewa Hub
        </p>
        <h1>The Creative Hub</h1>
        <p>
          Gatherings, reading events, bead crafting and book writing: a home for the makers and readers of northern
          Nigeria.
        </p>
        <HeroActions>
          <JoinHubButtons labels={['Join our community']} />
          {/* In view on every visit: prefetching it would fetch the contact form's page and scripts each time (as the header's Contact Us). */}
          <Link href="/arewa-hub/contact" className={ui.buttonLight} prefetch={false}>
            Get started
          </Link>
        </HeroActions>
      </ArmHero>

      <section className={ui.section} aria-labelledby="products-heading">
        <h2 id="products-heading">Our Products</h2>
        <p className={ui.lead}>Books written and beads made by our members.</p>
        <ProductShelf label="Product preview" products={products} preview />
        <p>
          <Link href="/arewa-hub/products" className={ui.button}>
            See all products
          </Link>
        </p>
      </section>

      <section className={ui.section} aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        <div className={ui.prose}>
          <FaqList items={faqs} />
          <p>
            Still wondering? <Link href="/arewa-hub/contact">Contact us</Link>.
          </p>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="testimonies-heading">
        <h2 id="testimonies-heading">What our community says</h2>
        <TestimonialSlider
          items={testimonies}
          texts={{ empty: EMPTY_TEXT.testimonies, error: READ_ERROR, textFallback: 'Testimony not available' }}
          label="Testimonies"
        />
      </section>

      <div className={ui.section}>
        <div className={styles.banner}>
          <h2>Make something with us</h2>
          <HeroActions>
            <JoinHubButtons labels={['Become a member']} />
          </HeroActions>
        </div>
      </div>
    </main>
  );
}
