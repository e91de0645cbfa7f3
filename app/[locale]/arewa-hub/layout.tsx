import { EnglishText } from '@/components/layout/english-text';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';
import { FormTextProvider } from '@/components/forms/form-text-context';
import { loadFormText } from '@/components/forms/load-form-text';

export default async function ArewaHubLayout({ children }: { children: React.ReactNode }) {
  return (
    <FormTextProvider text={await loadFormText('membership', 'order')}>
      <Header arm="arewahub" />
      <div className="contents arm-arewahub">
        <EnglishText>{children}</EnglishText>
      </div>
      <SiteFooter arm="arewahub" />
    </FormTextProvider>
  );
}
