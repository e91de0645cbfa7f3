import { getTranslations } from 'next-intl/server';
import { LoadingState as Loading } from '@/components/ui/states';

export default async function FaqLoading() {
  const t = await getTranslations('group.faq');
  return <Loading text={t('loading')} />;
}
