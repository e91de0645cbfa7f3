import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';
import { FaqList } from '@/components/sections/faq-list';
import { EFFICIENCY } from '@/lib/content/acn';
import { readFaqs } from '@/lib/queries/people';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Annual report and finance',
  description: 'The African Child Network’s annual report, audited accounts and answers about our finances.',
  path: '/acn/about/annual-report',
});

export default async function AnnualReport() {
  const faqs = await readFaqs('acn');
  return (
    <StaticPage
      label="Who we are"
      title="Annual report and finance"
      text="Every year we publish what we did, what it cost and what changed, with accounts audited by an independent firm."
      blocks={[
        { heading: 'Where the money goes', points: EFFICIENCY.map((e) => `${e.percent}% ${e.label.toLowerCase()}`) },
        {
          heading: 'The year in brief',
          paragraphs: [
            'In 2025 we reached 48,000 children in five countries, trained 1,100 teachers and 42 midwives, and responded to two emergencies within 72 hours.',
          ],
        },
      ]}
    >
      <h2>Questions about our finances</h2>
      <FaqList items={faqs} />
    </StaticPage>
  );
}
