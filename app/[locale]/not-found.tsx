import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteFooter } from '@/components/layout/site-footer';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title') };
}

/**
 * An item or list that does not exist, asked in one of the site's languages, in the group's frame; an arm's
 * own not-found page (acn/not-found.tsx and its siblings) is shown in that arm's frame instead.
 */
export default function NotFound() {
  return (
    <>
      <Header arm="group" />
      <NotFoundView />
      <SiteFooter arm="group" />
    </>
  );
}
