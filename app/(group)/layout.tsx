import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function GroupLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader arm="group" />
      {children}
      <SiteFooter arm="group" />
    </>
  );
}
