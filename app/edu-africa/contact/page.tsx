import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHero } from '@/components/ui/page-hero';
import ui from '@/components/ui/section.module.css';
import { CONTACT_EMAIL } from '@/lib/eduafrica-content';

export const metadata: Metadata = {
  title: 'Contact Edu Africa',
  description: 'Questions about Edu Africa, its courses or teacher training: write to us.',
  alternates: { canonical: '/edu-africa/contact' },
};

export default function EduAfricaContact() {
  return (
    <main id="main">
      <PageHero eyebrow="Contact" title="Talk to the Edu Africa team">
        <p>
          Write to us with the form, or by e-mail at <a href={`mailto:${CONTACT_EMAIL}`} style={{ color: '#fff' }}>{CONTACT_EMAIL}</a>.
        </p>
      </PageHero>
      <section className={ui.section} aria-label="Contact form">
        <div className={ui.prose}>
          {/* As the spec says: this form shows no toast and simply resets on success. */}
          <ContactForm arm="eduafrica" successText={null} />
        </div>
      </section>
    </main>
  );
}
