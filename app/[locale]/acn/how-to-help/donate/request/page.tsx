import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { DonationForm } from '@/components/acn/donation-form';
import { FormPage } from '@/components/forms/form-page';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { acnWords } from '@/components/acn/words';

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('donationRequest.title'),
    description: t('donationRequest.description'),
    path: PAGES.acnDonateRequest.path,
  });
}

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
  const t = await acnWords();
  return (
    <FormPage
      eyebrow={t('labels.howToHelp')}
      title={t('donationRequest.title')}
      intro={t('donationRequest.intro')}
      label={t('donationRequest.label')}
    >
      <DonationForm donationType={donationType} text={await loadFormText('donation')} />
    </FormPage>
  );
}
