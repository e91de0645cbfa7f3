import { LoadingState as Loading } from '@/components/ui/states';

export default function FaqLoading() {
  return <Loading text="Please Wait...Loading Faq data..." />;
}
