import { AcnActions } from '@/components/acn/acn-actions';
import { EfficiencyChart } from '@/components/acn/efficiency-chart';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function AcnLayout({ children }: { children: React.ReactNode }) {
  return (
    <AcnActions>
      <SiteHeader arm="acn" />
      {children}
      <SiteFooter arm="acn">
        <EfficiencyChart />
      </SiteFooter>
    </AcnActions>
  );
}
