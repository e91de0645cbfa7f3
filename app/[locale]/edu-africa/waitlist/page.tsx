import type { Metadata } from 'next';
import { WaitlistForm } from '@/components/eduafrica/waitlist-form';
import { FormPage } from '@/components/forms/form-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Join the Edu Africa waitlist',
  description:
    'Edu Africa launches soon: leave your e-mail and be the first to know when the app is ready to download.',
  path: '/edu-africa/waitlist',
});

/** The waitlist on a page of its own: where Download App leads a visitor whose scripts have not run (with scripts it opens the modal). */
export default function WaitlistPage() {
  return (
    <FormPage
      eyebrow="Edu Africa"
      title="Join the waitlist"
      intro="Learn African languages and cultures, and train as a teacher, in one app."
      label="Waitlist"
    >
      <WaitlistForm />
    </FormPage>
  );
}
