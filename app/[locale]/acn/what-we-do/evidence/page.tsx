import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/ui/link';
import { StaticPage } from '@/components/acn/static-page';

export const metadata: Metadata = pageMetadata({
  title: 'How we use evidence',
  description: 'How the African Child Network measures what works and changes course when something does not.',
  path: '/acn/what-we-do/evidence',
});

export default function EvidencePage() {
  return (
    <StaticPage
      title="How we use evidence"
      text="We measure what changes for children, publish what we find, and change course when something does not work."
      blocks={[
        {
          heading: 'Measuring from the start',
          paragraphs: [
            'Every programme begins with a baseline: reading tests, health records, household income or school attendance, measured before we start and again each year.',
          ],
        },
        {
          heading: 'Comparing fairly',
          paragraphs: [
            'Where we can, we compare communities in a programme with similar communities not yet in it. Our reading-corner study, for example, tested 1,500 pupils in schools with and without reading corners.',
          ],
        },
        {
          heading: 'Listening to children and families',
          points: [
            'Children’s councils review our school programmes each term.',
            'Families rate the savings groups and the health services every year.',
            'Complaints go straight to our monitoring officer, not to the programme team.',
          ],
        },
        {
          heading: 'Publishing what we find',
          paragraphs: ['Results, good and bad, go into our annual report and our reports page, with the methods used.'],
        },
      ]}
    >
      <p>
        <Link href="/acn/what-we-do/reports">Read our reports</Link>
      </p>
    </StaticPage>
  );
}
