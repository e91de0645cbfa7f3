import type { Metadata } from 'next';
import { DonationForm } from '@/components/acn/donation-form';
import { FormPage } from '@/components/forms/form-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Make a donation',
  description: 'Ask the African Child Network how to give: our team contacts you with how to complete your gift.',
  path: '/acn/how-to-help/donate/request',
});

/**
 * The donation request on a page of its own: where a Donate button leads a visitor whose scripts have
 * not run (with scripts it opens the modal). `type` is the donation type the button chose.
 */
export default async function DonationRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { type } = await searchParams;
  const donationType = typeof type === 'string' ? type.slice(0, 200) : '';
  return (
    <FormPage
      eyebrow="How to help"
      title="Make a donation"
      intro="Tell us how you would like to give: our team will contact you shortly with how to complete your gift."
      label="Donation request"
    >
      <DonationForm donationType={donationType} />
    </FormPage>
  );
}
