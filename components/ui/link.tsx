'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { type ComponentProps, useState } from 'react';
import { localizedHref, splitLocale } from '@/lib/i18n/locales';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * next/link for the site's own pages, kept in the language of the page it is on: `/faq` on a French page
 * leads to `/fr/faq`. Written with English paths everywhere, like every address in lib/content.
 *
 * A page is fetched ahead only when the visitor shows they are about to open it (a finger on the link, or a
 * pointer over it), never because its link is in view: a visitor on costly data would otherwise pay, on
 * every page, for the pages its menus, breadcrumbs and cards link to, whether or not they open any. Until
 * then the link's prefetching is off; the first touch or hover turns on Next's own, which fetches the page
 * at once since the link is in view.
 */
export function Link({ href, onMouseEnter, onTouchStart, ...props }: Props) {
  const { locale } = splitLocale(usePathname() ?? '/');
  const [intended, setIntended] = useState(false);
  return (
    <NextLink
      href={localizedHref(locale, href)}
      {...props}
      prefetch={intended ? null : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setIntended(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntended(true);
      }}
    />
  );
}
