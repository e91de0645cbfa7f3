import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { EnquiryForm } from '@/components/acn/enquiry-form';
import { FormPage } from '@/components/forms/form-page';

export const metadata: Metadata = pageMetadata({
  title: 'Partner with us',
  description: 'Schools, companies, foundations and NGOs: partner with the African Child Network.',
  path: '/acn/partner',
});

export default function PartnerPage() {
  return (
    <FormPage
      eyebrow="How to help"
      title="Partner with us"
      intro="Schools, companies, foundations and local organisations: tell us what you have in mind and we will reply within a week."
      label="Partnership enquiry"
    >
      <EnquiryForm />
    </FormPage>
  );
}
