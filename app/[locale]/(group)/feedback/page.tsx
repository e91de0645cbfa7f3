import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { TestimonyForm } from '@/components/forms/testimony-form';
import { FormPage } from '@/components/forms/form-page';

export const metadata: Metadata = pageMetadata({
  title: 'Testimony/Feedback',
  description: 'Tell us how Edu Africa, Arewa Hub or the African Child Network has made a difference for you.',
  path: '/feedback',
});

export default function FeedbackPage() {
  return (
    <FormPage
      title="Testimony/Feedback"
      intro="Tell us what one of our arms has meant to you. Testimonies appear on the site once our team has read them."
      label="Your testimony"
    >
      <TestimonyForm />
    </FormPage>
  );
}
