import { ArmFrame } from '@/components/layout/arm-frame';

export default function GroupLayout({ children }: { children: React.ReactNode }) {
  return <ArmFrame arm="group">{children}</ArmFrame>;
}
