import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { ServerImage } from '@/components/ui/server-image';

/** What a page that does not exist says, in the page's language, inside the frame of the part it was asked in. */
export async function NotFoundView() {
  const [t, locale] = await Promise.all([getTranslations('common.notFound'), getLocale()]);
  // Its own language, inside an arm's frame that marks the arm's English-only copy as English.
  return (
    <main id="main" className="status-page" lang={locale}>
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
