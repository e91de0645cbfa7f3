import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';

export const metadata: Metadata = {
  title: 'Contact Arewa Hub',
  description: 'Questions about orders, events or joining the Creative Hub: write to Arewa Hub.',
  alternates: { canonical: '/arewa-hub/contact' },
};

export default function ArewaHubContact() {
  return (
    <main id="main">
      <PageHero eyebrow="Contact" title="Contact Arewa Hub">
        <p>Orders, reading events, workshops or partnerships: we answer within two working days.</p>
      </PageHero>
      <section className={ui.section} aria-label="Contact form">
        <div className={ui.prose}>
          <ContactForm arm="arewahub" successText="Message Submitted Successfully" />
        </div>
      </section>
    </main>
  );
}
