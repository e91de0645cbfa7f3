import { ProgrammePage, programmeMetadata } from '@/components/acn/programme-page';

export const metadata = programmeMetadata('economic');

export default function Page() {
  return <ProgrammePage slug="economic" />;
}
