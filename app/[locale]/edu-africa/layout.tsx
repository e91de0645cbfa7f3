import { getTranslations } from 'next-intl/server';
import { EnglishText } from '@/components/layout/english-text';
import { EduAfricaActions } from '@/components/eduafrica/eduafrica-actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';
import { FormTextProvider } from '@/components/forms/form-text-context';
import { loadFormText } from '@/components/forms/load-form-text';
import { modalCloseLabel } from '@/components/ui/words';

export default async function EduAfricaLayout({ children }: { children: React.ReactNode }) {
  const [t, closeLabel] = await Promise.all([getTranslations('eduAfrica'), modalCloseLabel()]);
  return (
    <FormTextProvider text={await loadFormText('waitlist')}>
      <EduAfricaActions title={t('waitlist.title')} closeLabel={closeLabel}>
        <Header arm="eduafrica" />
        <EnglishText>{children}</EnglishText>
        <SiteFooter arm="eduafrica" />
      </EduAfricaActions>
    </FormTextProvider>
  );
}
