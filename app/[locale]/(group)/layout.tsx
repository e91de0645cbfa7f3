import { EnglishText } from '@/components/layout/english-text';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';

export default function GroupLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Header arm="group" />
      <EnglishText>{children}</EnglishText>
      <SiteFooter arm="group" />
    </>
  );
}
