import { EnglishText } from '@/components/layout/english-text';
import { AcnActions } from '@/components/acn/acn-actions';
import { EfficiencyChart } from '@/components/acn/efficiency-chart';
import { acnWords } from '@/components/acn/words';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';
import { FormTextProvider } from '@/components/forms/form-text-context';
import { loadFormText } from '@/components/forms/load-form-text';
import { modalCloseLabel } from '@/components/ui/words';

export default async function AcnLayout({ children }: { children: React.ReactNode }) {
  const [t, close] = await Promise.all([acnWords(), modalCloseLabel()]);
  return (
    <FormTextProvider text={await loadFormText('donation', 'enquiry')}>
      <AcnActions titles={{ donation: t('layout.donationTitle'), enquiry: t('layout.enquiryTitle'), close }}>
        <Header arm="acn" />
        <EnglishText>{children}</EnglishText>
        <SiteFooter arm="acn">
          <EfficiencyChart />
        </SiteFooter>
      </AcnActions>
    </FormTextProvider>
  );
}
