import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentPage } from '@/components/sections/document-page';

export const metadata: Metadata = pageMetadata({
  title: 'Code of Conduct',
  description:
    'How members, volunteers, champions and staff of Edu Connect Africa treat children, communities and each other.',
  path: '/code-of-conduct',
});

export default function CodeOfConductPage() {
  return (
    <DocumentPage
      title="Code of Conduct"
      intro="Everyone who works with or for Edu Connect Africa agrees to this code."
      updated="1st Jan., 2025"
      sections={[
        {
          heading: 'Who this code applies to',
          paragraphs: [
            'Staff, members, volunteers, champions, ambassadors and partners of Edu Connect Africa and of its arms Edu Africa, Arewa Hub and the African Child Network, whenever they act in our name, online or in person.',
          ],
        },
        {
          heading: 'Keeping children safe',
          points: [
            'Never be alone with a child out of sight of other adults.',
            'Never photograph or film a child without the written consent of a parent or guardian, and never share where a child lives or goes to school.',
            'Report any concern about a child’s safety to our child protection officer within 24 hours.',
            'Use no physical punishment and no humiliating language, ever.',
          ],
        },
        {
          heading: 'Respect for people and cultures',
          points: [
            'Treat every person with dignity, whatever their ethnicity, religion, gender, disability or age.',
            'Respect local languages, customs and leaders in the communities where we work.',
            'Harassment, discrimination and bullying are not tolerated.',
          ],
        },
        {
          heading: 'Honesty and money',
          points: [
            'Use donations only for the purpose the donor agreed to.',
            'Accept no gift or payment that could influence a decision you make for us.',
            'Declare any conflict of interest to the Director of Programmes.',
          ],
        },
        {
          heading: 'Speaking for the group',
          paragraphs: [
            'Only the Executive Director or someone she names speaks for Edu Connect Africa to the press. Champions and ambassadors may speak about their own projects, accurately and without promising what the group has not agreed.',
          ],
        },
        {
          heading: 'When the code is broken',
          paragraphs: [
            'Concerns can be raised through the contact page or with any member of staff, in confidence. Breaches may lead to removal from a role or from membership, and to a report to the authorities where the law requires it.',
          ],
        },
      ]}
    />
  );
}
