import { getTranslations } from 'next-intl/server';
import { AcnActions } from '@/components/acn/acn-actions';
import { EfficiencyChart } from '@/components/acn/efficiency-chart';
import { acnWords } from '@/components/acn/words';
import { EduAfricaActions } from '@/components/eduafrica/eduafrica-actions';
import { FormTextProvider } from '@/components/forms/form-text-context';
import { loadFormText } from '@/components/forms/load-form-text';
import { EnglishText } from '@/components/layout/english-text';
import { Header } from '@/components/layout/header';
import { SiteFooter } from '@/components/layout/site-footer';
import { modalCloseLabel } from '@/components/ui/words';
import type { ArmKey } from '@/lib/content/arms';

type Children = { children: React.ReactNode };

/**
 * A page's frame in its part of the site: the header and footer, and the forms their buttons open. Each
 * part's layout is its frame, and so is the page of an address that does not exist (app/global-not-found.tsx).
 */
export function ArmFrame({ arm, children }: Children & { arm: ArmKey }) {
  const Frame = FRAMES[arm];
  return <Frame>{children}</Frame>;
}

function GroupFrame({ children }: Children) {
  return (
    <>
      <Header arm="group" />
      <EnglishText>{children}</EnglishText>
      <SiteFooter arm="group" />
    </>
  );
}

async function EduAfricaFrame({ children }: Children) {
  const [t, closeLabel, text] = await Promise.all([
    getTranslations('eduAfrica'),
    modalCloseLabel(),
    loadFormText('waitlist'),
  ]);
  return (
    <FormTextProvider text={text}>
      <EduAfricaActions title={t('waitlist.title')} closeLabel={closeLabel}>
        <Header arm="eduafrica" />
        <EnglishText>{children}</EnglishText>
        <SiteFooter arm="eduafrica" />
      </EduAfricaActions>
    </FormTextProvider>
  );
}

async function ArewaHubFrame({ children }: Children) {
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

async function AcnFrame({ children }: Children) {
  const [t, close, text] = await Promise.all([acnWords(), modalCloseLabel(), loadFormText('donation', 'enquiry')]);
  return (
    <FormTextProvider text={text}>
      <AcnActions titles={{ donation: t('layout.donationTitle'), enquiry: t('layout.enquiryTitle'), close }}>
        <Header arm="acn" />
        <EnglishText>{children}</EnglishText>
        <SiteFooter arm="acn">
          <EfficiencyChart />
        </SiteFooter>
      </AcnActions>
    </FormTextProvider>
  );
}

const FRAMES: Record<ArmKey, (props: Children) => React.ReactNode | Promise<React.ReactNode>> = {
  group: GroupFrame,
  eduafrica: EduAfricaFrame,
  arewahub: ArewaHubFrame,
  acn: AcnFrame,
};
