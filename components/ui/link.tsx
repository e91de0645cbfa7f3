'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizedHref, splitLocale } from '@/lib/i18n/locales';

/**
 * next/link for the site's own pages, kept in the language of the page it is on: `/faq` on a French page
 * leads to `/fr/faq`. Written with English paths everywhere, like every address in lib/content.
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  return <NextLink href={localizedHref(locale, href)} {...props} />;
}
