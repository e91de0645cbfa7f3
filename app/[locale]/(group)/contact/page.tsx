import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/forms/contact-page';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Write to Edu Connect Africa: questions, partnerships, volunteering or press.',
  path: '/contact',
});

export default function GroupContact() {
  return (
    <ContactPage
      arm="group"
      title="Contact Us"
      intro="Questions, ideas or partnerships: write to us and we will answer within two working days."
      successText="Message Sent Successfully"
    />
  );
}
