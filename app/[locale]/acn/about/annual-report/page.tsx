import type { Metadata } from 'next';
import { PAGES } from '@/lib/content/pages';
import { localizedMetadata, pageLocale } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';
import { acnWords, percent, textSection } from '@/components/acn/words';
import { FaqList } from '@/components/sections/faq-list';
import { EFFICIENCY } from '@/lib/content/acn';
import { readFaqs } from '@/lib/queries/people';
import { GiftTotals } from '@/components/acn/gift-totals';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await acnWords();
  return localizedMetadata({
    title: t('annualReport.title'),
    description: t('annualReport.description'),
    path: PAGES.acnAnnualReport.path,
  });
}

export default async function AnnualReport() {
  const [faqs, t, locale] = await Promise.all([readFaqs('acn'), acnWords(), pageLocale()]);
  return (
    <StaticPage
      label={t('labels.whoWeAre')}
      title={t('annualReport.title')}
      text={t('annualReport.text')}
      blocks={[
        {
          heading: t('annualReport.money.heading'),
          points: EFFICIENCY.map((e) => `${percent(e.percent, locale)} ${t(`efficiency.labels.${e.key}`)}`),
        },
        textSection(t, 'annualReport.year', { paragraphs: ['summary'] }),
      ]}
    >
      <GiftTotals locale={locale} />
      <h2>{t('annualReport.faqHeading')}</h2>
      <FaqList items={faqs} />
    </StaticPage>
  );
}
