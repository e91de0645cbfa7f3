import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { TestimonyForm } from '@/components/forms/testimony-form';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Testimony/Feedback',
  description: 'Tell us how Edu Africa, Arewa Hub or the African Child Network has made a difference for you.',
  path: '/feedback',
});

export default function FeedbackPage() {
  return (
    <main id="main">
      <PageHero title="Testimony/Feedback">
        <p>Tell us what one of our arms has meant to you. Testimonies appear on the site once our team has read them.</p>
      </PageHero>
      <section className={ui.section} aria-label="Your testimony">
        <div className={ui.prose}>
          <TestimonyForm />
        </div>
      </section>
    </main>
  );
}
