import { loadFormText } from '@/components/forms/load-form-text';
import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata } from '@/lib/seo/metadata';
import { EnquiryForm } from '@/components/acn/enquiry-form';
import { acnWords } from '@/components/acn/words';
import { FormPage } from '@/components/forms/form-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('partner.title'),
    description: t('partner.description'),
    path: PAGES.acnPartner.path,
  });
}

export default async function PartnerPage() {
  const t = await acnWords();
  return (
    <FormPage
      eyebrow={t('labels.howToHelp')}
      title={t('partner.title')}
      intro={t('partner.intro')}
      label={t('partner.label')}
    >
      <EnquiryForm text={await loadFormText('enquiry')} />
    </FormPage>
  );
}
