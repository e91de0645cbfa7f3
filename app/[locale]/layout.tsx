import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ErrorWordsProvider } from '@/components/layout/error-words';
import { SiteAnalytics } from '@/components/layout/site-analytics';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { HydratedMark } from '@/components/layout/hydrated-mark';
import { OfflineBoot } from '@/components/layout/offline-boot';
import { Toaster } from '@/components/ui/toaster';
import { toasterWords } from '@/components/ui/words';
import { armShareImage, GROUP_DESCRIPTION, SITE_NAME } from '@/lib/seo/metadata';
import { isLocale, LANGUAGES, LOCALES } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/platform/env';
import { fontVariables } from '../fonts';
import '../globals.css';

/** Every language's pages are rendered by the build, like the English ones. */
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const og = isLocale(locale) ? LANGUAGES[locale].og : LANGUAGES.en.og;
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
    description: GROUP_DESCRIPTION,
    openGraph: {
      siteName: SITE_NAME,
      type: 'website',
      locale: og,
      alternateLocale: LOCALES.map((l) => LANGUAGES[l].og).filter((o) => o !== og),
      images: [armShareImage('group')],
    },
    twitter: { card: 'summary_large_image' },
    // Another language's pages still carry English copy: kept out of search results, each naming its English
    // page as canonical (pageMetadata), until their text is translated.
    ...(locale === 'en' ? {} : { robots: { index: false, follow: true } }),
  };
}

export const viewport: Viewport = { themeColor: '#0b6e4f', width: 'device-width', initialScale: 1 };

// The analytics script exists only where Vercel serves it; elsewhere it would be a 404 on every page.
const analyticsServed = process.env.VERCEL === '1';

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [t, errors, toasts] = await Promise.all([getTranslations('common'), getTranslations('errors'), toasterWords()]);
  const errorWords = {
    title: errors('title'),
    readError: errors('readError'),
    short: errors('short'),
    retry: errors('retry'),
  };
  return (
    <html lang={locale} className={fontVariables}>
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
    </html>
  );
}
