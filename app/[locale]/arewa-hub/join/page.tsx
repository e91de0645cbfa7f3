import type { Metadata } from 'next';
import { MembershipForm } from '@/components/arewahub/membership-form';
import { FormPage } from '@/components/forms/form-page';
import { JOIN_HREF } from '@/lib/content/arewa-hub';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Join the Creative Hub',
  description:
    'Become a member of Arewa Hub: tell us about your craft, your experience and your work, with photos, and join our makers.',
  path: JOIN_HREF,
});

/** The crafts membership on a page of its own: where the join buttons lead a visitor whose scripts have not run (with scripts they open the modal). */
export default function JoinHubPage() {
  return (
    <FormPage
      eyebrow="Arewa Hub"
      title="Join the Creative Hub"
      intro="Gatherings, reading events, bead crafting and book writing: tell us about your craft."
      label="Crafts membership"
    >
      <MembershipForm />
    </FormPage>
  );
}
