import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import styles from '@/components/arewahub/arewahub.module.css';
import { modalCloseLabel } from '@/components/ui/words';
import { JoinHubButtons } from '@/components/arewahub/join-hub';
import { ProductShelf } from '@/components/arewahub/product-shelf';
import { PageMain } from '@/components/layout/page-main';
import { FaqList } from '@/components/sections/faq-list';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';
import ui from '@/components/ui/section.module.css';
import { readShopProducts } from '@/lib/queries/products';
import { readFaqs, readTestimonies } from '@/lib/queries/people';
import { EMPTY_TEXT, READ_ERROR } from '@/lib/content/messages';
import { ArmHero, HeroActions } from '@/components/ui/arm-hero';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('arewaHub');
  return localizedMetadata({
    title: t('home.metaTitle'),
    description: t('home.metaDescription'),
    path: PAGES.arewaHubHome.path,
  });
}

export default async function ArewaHubHome() {
  const [products, faqs, testimonies, t, closeLabel] = await Promise.all([
    readShopProducts(await pageLocale()),
    readFaqs('arewahub'),
    readTestimonies('arewahub'),
    getTranslations('arewaHub'),
    modalCloseLabel(),
  ]);
  const joinTitle = t('join.title');
  return (
    <PageMain>
      <ArmHero theme="arewahub" art={{ src: '/images/products/beads-5.svg', width: 400, height: 400 }}>
        <p className={ui.eyebrow} style={{ color: 'var(--color-accent)' }}>
          Arewa Hub
        </p>
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <HeroActions>
          <JoinHubButtons labels={[t('home.joinCommunity')]} title={joinTitle} closeLabel={closeLabel} />
          <Link href="/arewa-hub/contact" className={ui.buttonLight}>
            {t('home.getStarted')}
          </Link>
        </HeroActions>
      </ArmHero>

      <section className={ui.section} aria-labelledby="products-heading">
        <h2 id="products-heading">{t('home.productsHeading')}</h2>
        <p className={ui.lead}>{t('home.productsLead')}</p>
        <ProductShelf label={t('home.productPreview')} products={products} preview />
        <p>
          <Link href="/arewa-hub/products" className={ui.button}>
            {t('home.seeAllProducts')}
          </Link>
        </p>
      </section>

      <section className={ui.section} aria-labelledby="faq-heading">
        <h2 id="faq-heading">{t('home.faqHeading')}</h2>
        <div className={ui.prose}>
          <FaqList items={faqs} />
          <p>
            {t.rich('home.stillWondering', {
              contact: (chunks) => <Link href="/arewa-hub/contact">{chunks}</Link>,
            })}
          </p>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="testimonies-heading">
        <h2 id="testimonies-heading">{t('home.testimoniesHeading')}</h2>
        <TestimonialSlider
          items={testimonies}
          texts={{ empty: EMPTY_TEXT.testimonies, error: READ_ERROR, textFallback: t('home.testimonyFallback') }}
          label={t('home.testimoniesLabel')}
        />
      </section>

      <div className={ui.section}>
        <div className={styles.banner}>
          <h2>{t('home.bannerHeading')}</h2>
          <HeroActions>
            <JoinHubButtons labels={[t('home.becomeMember')]} title={joinTitle} closeLabel={closeLabel} />
          </HeroActions>
        </div>
      </div>
    </PageMain>
  );
}
