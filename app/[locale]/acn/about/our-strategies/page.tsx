import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';

export const metadata: Metadata = pageMetadata({
  title: 'Our strategies',
  description:
    'How the African Child Network works: with local partners, through families and schools, and fast in emergencies.',
  path: '/acn/about/our-strategies',
});

export default function OurStrategies() {
  return (
    <StaticPage
      label="Who we are"
      title="Our strategies"
      text="Four ways of working guide everything we do."
      blocks={[
        {
          heading: 'Work through local partners',
          paragraphs: [
            'Local and national organisations know their communities best. We fund, train and stand behind them rather than replace them.',
          ],
        },
        {
          heading: 'Strengthen families',
          paragraphs: [
            'A child’s best protection is a family that can provide. Savings groups, skills training and health services reach the whole household.',
          ],
        },
        {
          heading: 'Start at school',
          paragraphs: [
            'Schools reach almost every child. Reading corners, clean water, hygiene clubs and trained teachers make them places where children learn and stay well.',
          ],
        },
        {
          heading: 'Act fast in emergencies',
          paragraphs: [
            'Our teams are ready to act within 72 hours of a flood, fire or outbreak, with water, shelter and school kits, and stay through the recovery.',
          ],
        },
      ]}
    />
  );
}
