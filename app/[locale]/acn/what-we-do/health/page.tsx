import { ProgrammePage, programmeMetadata } from '@/components/acn/programme-page';

export const generateMetadata = () => programmeMetadata('health');

export default function Page() {
  return <ProgrammePage slug="health" />;
}
