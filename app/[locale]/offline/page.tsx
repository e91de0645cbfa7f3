import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { KeptPages } from '@/components/offline/kept-pages';
import { asLocale } from '@/lib/i18n/locales';

/*
 * The page the service worker (lib/offline/worker.ts) answers, in the page's language, for a page asked without
 * signal that this device never kept: it says so and lists the pages it keeps. Kept from the worker's install on.
 */

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.offline');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Offline({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  const t = await getTranslations('common.offline');
  return (
    <main id="main" className="status-page">
      <div>
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <h2>{t('kept')}</h2>
        <KeptPages locale={locale} none={t('none')} />
      </div>
    </main>
  );
}
