import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/forms/contact-page';
import { CONTACT_EMAIL } from '@/lib/content/edu-africa';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Edu Africa',
  description: 'Questions about Edu Africa, its courses or teacher training: write to us.',
  path: '/edu-africa/contact',
});

export default function EduAfricaContact() {
  return (
    <ContactPage
      arm="eduafrica"
      eyebrow="Contact"
      title="Talk to the Edu Africa team"
      intro={
        <>
          Write to us with the form, or by e-mail at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} style={{ color: '#fff' }}>
            {CONTACT_EMAIL}
          </a>
          .
        </>
      }
      // The learning app's contact form shows no toast: on success it simply empties, ready for the next message.
      successText={null}
    />
  );
}
