import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Write to Edu Connect Africa: questions, partnerships, volunteering or press.',
  alternates: { canonical: '/contact' },
};

export default function ContactPage() {
  return (
    <main id="main">
      <PageHero title="Contact Us">
        <p>Questions, ideas or partnerships: write to us and we will answer within two working days.</p>
      </PageHero>
      <section className={ui.section} aria-label="Contact form">
        <div className={ui.prose}>
          <ContactForm arm="educonnect" successText="Message Sent Successfully" />
        </div>
      </section>
    </main>
  );
}
