import { Loading } from '@/components/ui/loading';

export default function FaqLoading() {
  return <Loading text="Please Wait...Loading Faq data..." />;
}
