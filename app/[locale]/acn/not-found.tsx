import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title') };
}

/** An item or list of this arm that does not exist: the not-found page in the arm's own frame (its layout). */
export default function NotFound() {
  return <NotFoundView />;
}
