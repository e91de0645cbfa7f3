import { Loading } from '@/components/ui/loading';

export default function ArmLoading() {
  return <Loading />;
}
