import { LoadingState as Loading } from '@/components/ui/states';

export default function EventsLoading() {
  return <Loading />;
}
