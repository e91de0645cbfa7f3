import type { Metadata } from 'next';
import { ContactPage } from '@/components/forms/contact-page';

export const metadata: Metadata = {
  title: 'Contact Arewa Hub',
  description: 'Questions about orders, events or joining the Creative Hub: write to Arewa Hub.',
  alternates: { canonical: '/arewa-hub/contact' },
};

export default function ArewaHubContact() {
  return (
    <ContactPage
      arm="arewahub"
      eyebrow="Contact"
      title="Contact Arewa Hub"
      intro="Orders, reading events, workshops or partnerships: we answer within two working days."
      successText="Message Submitted Successfully"
    />
  );
}
