import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { StaticPage } from '@/components/acn/static-page';

export const metadata: Metadata = pageMetadata({
  title: 'Diversity, equality and inclusion',
  description: 'The African Child Network’s commitments on diversity, equality and inclusion.',
  path: '/acn/about/diversity',
});

export default function Diversity() {
  return (
    <StaticPage
      label="Who we are"
      title="Diversity, equality and inclusion"
      text="Every child counts, whatever their gender, ethnicity, religion, language or disability, and so does every person who works with us."
      blocks={[
        {
          heading: 'For the children we serve',
          points: [
            'Girls and boys are enrolled in our scholarship programmes in equal numbers.',
            'Reading materials come in the languages children speak at home.',
            'Schools we support are adapted for children with disabilities: ramps, accessible latrines and large-print books.',
          ],
        },
        {
          heading: 'In our teams',
          points: [
            'Most of our staff come from the countries where we work, and half of our country directors are women.',
            'We publish the gender balance of our staff and board each year.',
            'Every staff member is trained in inclusive practice and safeguarding.',
          ],
        },
        {
          heading: 'When we fall short',
          paragraphs: [
            'Anyone can raise a concern about discrimination through Partner with us or with any member of staff, in confidence. Our board reviews every case.',
          ],
        },
      ]}
    />
  );
}
