import { ArmFrame } from '@/components/layout/arm-frame';

export default function EduAfricaLayout({ children }: { children: React.ReactNode }) {
  return <ArmFrame arm="eduafrica">{children}</ArmFrame>;
}
