import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentPage } from '@/components/sections/document-page';

export const metadata: Metadata = pageMetadata({
  title: 'Bye-laws',
  description: 'The bye-laws of Edu Connect Africa: membership, governance, meetings and finances.',
  path: '/bye-laws',
});

export default function ByeLawsPage() {
  return (
    <DocumentPage
      title="Bye-laws"
      intro="The rules by which Edu Connect Africa is governed."
      updated="1st Jan., 2025"
      sections={[
        {
          heading: 'Name and purpose',
          paragraphs: [
            'The organisation is called Edu Connect Africa. Its purpose is to advance education, culture and the well-being of children in Africa through its arms Edu Africa, Arewa Hub and the African Child Network.',
          ],
        },
        {
          heading: 'Membership',
          points: [
            'Membership is open to anyone aged 18 or over who supports the purpose of the organisation and agrees to the Code of Conduct.',
            'Membership is free. A member may resign at any time by writing to the secretary.',
            'The board may end a membership for a serious breach of the Code of Conduct, after hearing the member.',
          ],
        },
        {
          heading: 'The board',
          points: [
            'The board has between five and nine members, elected by the general meeting for terms of three years, renewable once.',
            'The board appoints the Executive Director and approves the annual budget and programme plan.',
            'At least one board member comes from each country where the organisation runs programmes.',
          ],
        },
        {
          heading: 'General meetings',
          points: [
            'A general meeting of members is held once a year, in person or online, with at least 30 days’ notice.',
            'The meeting receives the annual report and audited accounts and elects board members.',
            'Decisions are taken by a simple majority of members voting; changes to these bye-laws need two thirds.',
          ],
        },
        {
          heading: 'Finances',
          paragraphs: [
            'The financial year runs from 1 January to 31 December. The accounts are audited each year by an independent auditor and published on the African Child Network’s annual report page.',
          ],
        },
        {
          heading: 'Dissolution',
          paragraphs: [
            'If the organisation is dissolved, its remaining assets go to one or more charities with similar purposes in the countries where it works, chosen by the last general meeting.',
          ],
        },
      ]}
    />
  );
}
