import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ArmFrame } from '@/components/layout/arm-frame';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteBody } from '@/components/layout/site-body';
import { type Locale, splitLocale } from '@/lib/i18n/locales';
import { pageLocaleStore } from '@/lib/i18n/page-locale';
import { PATH_HEADER } from '@/lib/platform/request-path';
import { armOf } from '@/lib/seo/metadata';
import { fontVariables } from './fonts';
import './globals.css';

/** The address asked, split into its language (its prefix's, English for none) and the path as English has it. */
async function asked(): Promise<{ locale: Locale; path: string }> {
  return splitLocale((await headers()).get(PATH_HEADER) ?? '/');
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: (await asked()).locale, namespace: 'common.notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * An address no route has, and an item the server says does not exist (proxy.ts sends it here), in the frame
 * of the part of the site it was asked in and in the address's language. A whole document rather than a
 * catch-all route or a page calling notFound(), whose 404 has no body without scripts (docs/known-issues.md).
 */
export default async function GlobalNotFound() {
  const { locale, path } = await asked();
  pageLocaleStore().locale = locale;
  return (
    <html lang={locale} className={fontVariables}>
      <SiteBody>
        <ArmFrame arm={armOf(path)}>
          <NotFoundView />
        </ArmFrame>
      </SiteBody>
    </html>
  );
}
