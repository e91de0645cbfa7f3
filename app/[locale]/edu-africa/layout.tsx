import { getTranslations } from 'next-intl/server';
import { EnglishText } from '@/components/layout/english-text';
import { EduAfricaActions } from '@/components/eduafrica/eduafrica-actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';
import { FormTextProvider } from '@/components/forms/form-text-context';
import { loadFormText } from '@/components/forms/load-form-text';

export default async function EduAfricaLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('eduAfrica');
  return (
    <FormTextProvider text={await loadFormText('waitlist')}>
      <EduAfricaActions title={t('waitlist.title')}>
        <Header arm="eduafrica" />
        <EnglishText>{children}</EnglishText>
        <SiteFooter arm="eduafrica" />
      </EduAfricaActions>
    </FormTextProvider>
  );
}
