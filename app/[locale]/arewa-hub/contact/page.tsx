import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/forms/contact-page';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Arewa Hub',
  description: 'Questions about orders, events or joining the Creative Hub: write to Arewa Hub.',
  path: '/arewa-hub/contact',
});

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
