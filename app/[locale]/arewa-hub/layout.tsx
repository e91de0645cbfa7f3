import { ArmFrame } from '@/components/layout/arm-frame';

export default function ArewaHubLayout({ children }: { children: React.ReactNode }) {
  return <ArmFrame arm="arewahub">{children}</ArmFrame>;
}
