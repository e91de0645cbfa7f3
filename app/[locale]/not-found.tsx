import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title') };
}

/** An item or list that does not exist, asked in one of the site's languages. */
export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <main id="main" className="status-page">
      <div>
        <ServerImage src="/images/404.svg" alt="" width={480} height={260} preload />
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <Link className="button" href="/">
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
