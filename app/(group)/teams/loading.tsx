import { Loading } from '@/components/ui/loading';

export default function TeamsLoading() {
  return <Loading />;
}
