import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { type Locale, splitLocale } from '@/lib/i18n/locales';
import { pageLocaleStore } from '@/lib/i18n/page-locale';
import { PATH_HEADER } from '@/lib/platform/request-path';
import { fontVariables } from './fonts';
import './globals.css';

/** The language of the address asked: its prefix's, English for an address without one. */
async function askedLocale(): Promise<Locale> {
  const path = (await headers()).get(PATH_HEADER) ?? '/';
  return splitLocale(path).locale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await askedLocale(), namespace: 'common.notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * An address no route has, in the site's frame (the group's header and footer) and in the address's language.
 * A whole document rather than a catch-all route calling notFound(), whose 404 has no body without scripts
 * (docs/known-issues.md).
 */
export default async function GlobalNotFound() {
  const locale = await askedLocale();
  pageLocaleStore().locale = locale;
  const t = await getTranslations('common');
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <Header arm="group" />
        <NotFoundView />
        <SiteFooter arm="group" />
      </body>
    </html>
  );
}
