'use client';

import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, usePathname } from '@/lib/i18n/navigation';

/** The page's language (the layout's NextIntlClientProvider gives the one of its address). */
export function usePageLocale() {
  return useLocale() as Locale;
}

/**
 * The page's address as visitors ask it: the same on the server, which renders English at /en/…, and in
 * the browser, so a form's hidden fields hydrate unchanged and a post comes back to the page asked.
 */
export function usePageAddress() {
  return getPathname({ locale: usePageLocale(), href: usePathname() ?? '/' });
}
