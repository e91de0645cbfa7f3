import { LoadingState as Loading } from '@/components/ui/states';

export default function TeamsLoading() {
  return <Loading />;
}
