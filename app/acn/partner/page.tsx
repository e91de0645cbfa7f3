import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { EnquiryForm } from '@/components/acn/enquiry-form';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Partner with us',
  description: 'Schools, companies, foundations and NGOs: partner with the African Child Network.',
  path: '/acn/partner',
});

export default function PartnerPage() {
  return (
    <main id="main">
      <PageHero eyebrow="How to help" title="Partner with us">
        <p>Schools, companies, foundations and local organisations: tell us what you have in mind and we will reply within a week.</p>
      </PageHero>
      <section className={ui.section} aria-label="Partnership enquiry">
        <div className={ui.prose}>
          <EnquiryForm />
        </div>
      </section>
    </main>
  );
}
