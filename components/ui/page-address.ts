'use client';

import { usePathname } from 'next/navigation';
import { localePath, splitLocale } from '@/lib/i18n/locales';

/** The page's language, read from its address (the build renders English at /en/…, visitors see it without). */
export function usePageLocale() {
  return splitLocale(usePathname() ?? '/').locale;
}

/**
 * The page's address as visitors ask it: the same on the server, which renders English at /en/…, and in
 * the browser, so a form's hidden fields hydrate unchanged and a post comes back to the page asked.
 */
export function usePageAddress() {
  const { locale, path } = splitLocale(usePathname() ?? '/');
  return localePath(locale, path);
}
