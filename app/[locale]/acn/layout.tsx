import { ArmFrame } from '@/components/layout/arm-frame';

export default function AcnLayout({ children }: { children: React.ReactNode }) {
  return <ArmFrame arm="acn">{children}</ArmFrame>;
}
