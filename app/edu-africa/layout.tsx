import { WaitlistProvider } from '@/components/eduafrica/waitlist';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function EduAfricaLayout({ children }: { children: React.ReactNode }) {
  return (
    <WaitlistProvider>
      <SiteHeader arm="eduafrica" />
      {children}
      <SiteFooter arm="eduafrica" />
    </WaitlistProvider>
  );
}
