import { ProgrammePage, programmeMetadata } from '@/components/acn/programme-page';

export const generateMetadata = () => programmeMetadata('education');

export default function Page() {
  return <ProgrammePage slug="education" />;
}
