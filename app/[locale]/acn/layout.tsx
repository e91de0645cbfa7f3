import { EnglishText } from '@/components/layout/english-text';
import { AcnActions } from '@/components/acn/acn-actions';
import { EfficiencyChart } from '@/components/acn/efficiency-chart';
import { SiteFooter } from '@/components/layout/site-footer';
import { Header } from '@/components/layout/header';

export default function AcnLayout({ children }: { children: React.ReactNode }) {
  return (
    <AcnActions>
      <Header arm="acn" />
      <EnglishText>{children}</EnglishText>
      <SiteFooter arm="acn">
        <EfficiencyChart />
      </SiteFooter>
    </AcnActions>
  );
}
