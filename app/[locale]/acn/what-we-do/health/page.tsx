import { ProgrammePage, programmeMetadata } from '@/components/acn/programme-page';

export const metadata = programmeMetadata('health');

export default function Page() {
  return <ProgrammePage slug="health" />;
}
