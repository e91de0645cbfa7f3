import { EduAfricaActions } from '@/components/eduafrica/eduafrica-actions';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function EduAfricaLayout({ children }: { children: React.ReactNode }) {
  return (
    <EduAfricaActions>
      <SiteHeader arm="eduafrica" />
      {children}
      <SiteFooter arm="eduafrica" />
    </EduAfricaActions>
  );
}
