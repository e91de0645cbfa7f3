import { EnglishText } from '@/components/layout/english-text';
import { EduAfricaActions } from '@/components/eduafrica/eduafrica-actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';

export default function EduAfricaLayout({ children }: { children: React.ReactNode }) {
  return (
    <EduAfricaActions>
      <Header arm="eduafrica" />
      <EnglishText>{children}</EnglishText>
      <SiteFooter arm="eduafrica" />
    </EduAfricaActions>
  );
}
