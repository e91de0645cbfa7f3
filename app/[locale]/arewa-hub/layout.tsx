import { EnglishText } from '@/components/layout/english-text';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';

export default function ArewaHubLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Header arm="arewahub" />
      <EnglishText>{children}</EnglishText>
      <SiteFooter arm="arewahub" />
    </>
  );
}
