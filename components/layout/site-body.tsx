import { getTranslations } from 'next-intl/server';
import { ErrorWordsProvider } from '@/components/layout/error-words';
import { HydratedMark } from '@/components/layout/hydrated-mark';
import { OfflineBoot } from '@/components/layout/offline-boot';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteAnalytics } from '@/components/layout/site-analytics';
import { Toaster } from '@/components/ui/toaster';
import { toasterWords } from '@/components/ui/words';

// The analytics script exists only where Vercel serves it; elsewhere it would be a 404 on every page.
const analyticsServed = process.env.VERCEL === '1';

/**
 * Every page's body around its frame: the skip link, the words of an error's panel, the toasts, the offline
 * worker's start. The site's layout and the page of an address no route has (app/global-not-found.tsx) share it.
 */
export async function SiteBody({ children }: { children: React.ReactNode }) {
  const [t, errors, toasts] = await Promise.all([getTranslations('common'), getTranslations('errors'), toasterWords()]);
  const errorWords = {
    title: errors('title'),
    readError: errors('readError'),
    short: errors('short'),
    retry: errors('retry'),
  };
  return (
    <body>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <ErrorWordsProvider words={errorWords}>{children}</ErrorWordsProvider>
      <Toaster words={toasts} />
      <OfflineBoot />
      <HydratedMark />
      {analyticsServed && <SiteAnalytics />}
    </body>
  );
}
