import type { Metadata } from 'next';
import { fitTitle, pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { CourseSearch } from '@/components/eduafrica/course-search';
import styles from '@/components/eduafrica/eduafrica.module.css';
import { FlagStrip } from '@/components/eduafrica/flag-strip';
import { StoreCta } from '@/components/eduafrica/store-cta';
import { UnlockCards } from '@/components/eduafrica/unlock-cards';
import { TestimonialSlider } from '@/components/sections/testimonial-slider';
import ui from '@/components/ui/section.module.css';
import { readTestimonies } from '@/lib/queries/people';
import { SUPPORTED_COUNTRIES } from '@/lib/content/edu-africa';
import { EMPTY_TEXT, READ_ERROR } from '@/lib/content/messages';
import { ArmHero } from '@/components/ui/arm-hero';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: fitTitle('Edu Africa: learn African languages and cultures'),
  description:
    'Edu Africa is an app for learning African languages and cultures and for training teachers. Join the waitlist.',
  path: '/edu-africa/home',
});

export default async function EduAfricaHome() {
  const testimonies = await readTestimonies('eduafrica');
  return (
    <main id="main">
      <ArmHero theme="eduafrica" art={{ src: '/images/art/cover-09.svg', width: 1200, height: 750 }}>
        {/* In view on every visit: prefetching it would fetch the contact form's page and scripts each time (as the header's Contact Us). */}
        <Link href="/edu-africa/contact" className={styles.badge} prefetch={false}>
          <strong>What&apos;s New</strong> Teacher-training courses are coming
        </Link>
        <h1>Enhancing teaching and learning through technology</h1>
        <p>
          Learn Hausa, Twi, Yoruba and more, discover the cultures that speak them, and train as a teacher, a few
          minutes a day.
        </p>
        <CourseSearch />
      </ArmHero>

      <section className={ui.section} aria-labelledby="countries-heading">
        <h2 id="countries-heading">Supported Countries</h2>
        <FlagStrip countries={SUPPORTED_COUNTRIES} />
      </section>

      <section className={ui.section} aria-labelledby="unlock-heading">
        <p className={ui.eyebrow}>Why Edu Africa</p>
        <h2 id="unlock-heading">Unlock yourself</h2>
        <p className={ui.lead}>Everything you need to learn a language, understand a culture and grow as a teacher.</p>
        <UnlockCards />
      </section>

      <section className={ui.section} aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading">What our learners say</h2>
        <TestimonialSlider
          items={testimonies}
          texts={{
            empty: EMPTY_TEXT.testimonials,
            error: READ_ERROR,
            textFallback: 'Testimonial text not available',
          }}
        />
      </section>

      <div className={ui.section}>
        <StoreCta />
      </div>
    </main>
  );
}
