import { ProgrammePage, programmeMetadata } from '@/components/acn/programme-page';

export const generateMetadata = () => programmeMetadata('economic');

export default function Page() {
  return <ProgrammePage slug="economic" />;
}
