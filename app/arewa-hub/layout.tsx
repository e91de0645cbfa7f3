import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function ArewaHubLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader arm="arewahub" />
      {children}
      <SiteFooter arm="arewahub" />
    </>
  );
}
