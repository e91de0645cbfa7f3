'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizedHref, splitLocale } from '@/lib/i18n/locales';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * next/link for the site's own pages, kept in the language of the page it is on: `/faq` on a French page
 * leads to `/fr/faq`. Written with English paths everywhere, like every address in lib/content.
 *
 * A page is fetched ahead only when the visitor shows they are about to open it (a finger on the link, or a
 * pointer over it), never because its link is in view: a visitor on costly data would otherwise pay, on
 * every page, for the pages its menus, breadcrumbs and cards link to, whether or not they open any.
 */
export function Link({ href, onMouseEnter, onTouchStart, ...props }: Props) {
  const { locale } = splitLocale(usePathname() ?? '/');
  const router = useRouter();
  const target = localizedHref(locale, href);
  return (
    <NextLink
      href={target}
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        router.prefetch(target);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        router.prefetch(target);
      }}
    />
  );
}
