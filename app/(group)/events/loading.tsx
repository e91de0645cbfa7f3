import { Loading } from '@/components/ui/loading';

export default function EventsLoading() {
  return <Loading />;
}
