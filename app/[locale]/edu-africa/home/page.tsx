import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/content/pages';
import { fitTitle, localizedMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { CourseSearch } from '@/components/eduafrica/course-search';
import styles from '@/components/eduafrica/eduafrica.module.css';
import { FlagStrip } from '@/components/eduafrica/flag-strip';
import { StoreCta } from '@/components/eduafrica/store-cta';
import { UnlockCards } from '@/components/eduafrica/unlock-cards';
import { PageMain } from '@/components/layout/page-main';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';
import ui from '@/components/ui/section.module.css';
import { readTestimonies } from '@/lib/queries/people';
import { SUPPORTED_COUNTRIES } from '@/lib/content/edu-africa';
import { EMPTY_TEXT, READ_ERROR } from '@/lib/content/messages';
import { ArmHero } from '@/components/ui/arm-hero';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('eduAfrica');
  return localizedMetadata({
    title: fitTitle(t('home.metaTitle')),
    description: t('home.metaDescription'),
    path: PAGES.eduAfricaHome.path,
  });
}

/** The supported countries named in the page's language, by the site's own list (`countries.<code>` in the `ui` catalog). */
async function countriesIn() {
  const t = await getTranslations('ui');
  return SUPPORTED_COUNTRIES.map((c) => ({ name: t(`countries.${c.code}`), flag: c.flag }));
}

export default async function EduAfricaHome() {
  const [testimonies, t, countries] = await Promise.all([
    readTestimonies('eduafrica'),
    getTranslations('eduAfrica'),
    countriesIn(),
  ]);
  return (
    <PageMain>
      <ArmHero theme="eduafrica" art={{ src: '/images/art/cover-09.svg', width: 1200, height: 750 }}>
        <Link href="/edu-africa/contact" className={styles.badge}>
          {t.rich('home.badge', { strong: (chunks) => <strong>{chunks}</strong> })}
        </Link>
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
        <CourseSearch />
      </ArmHero>

      <section className={ui.section} aria-labelledby="countries-heading">
        <h2 id="countries-heading">{t('home.countriesHeading')}</h2>
        <FlagStrip
          countries={countries}
          labels={{ play: t('flags.play'), pause: t('flags.pause'), flags: t('flags.moving') }}
        />
      </section>

      <section className={ui.section} aria-labelledby="unlock-heading">
        <p className={ui.eyebrow}>{t('home.unlockEyebrow')}</p>
        <h2 id="unlock-heading">{t('home.unlockHeading')}</h2>
        <p className={ui.lead}>{t('home.unlockLead')}</p>
        <UnlockCards />
      </section>

      <section className={ui.section} aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">{t('home.testimonialsHeading')}</h2>
        <TestimonialSlider
          items={testimonies}
          texts={{
            empty: EMPTY_TEXT.testimonials,
            error: READ_ERROR,
            textFallback: t('home.testimonialFallback'),
          }}
        />
      </section>

      <div className={ui.section}>
        <StoreCta />
      </div>
    </PageMain>
  );
}
