'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { type ComponentProps, useState } from 'react';
import { localizedHref, splitLocale } from '@/lib/i18n/locales';
import { useSaveData } from './use-media';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * next/link for the site's own pages, kept in the language of the page it is on: `/faq` on a French page
 * leads to `/fr/faq`. Written with English paths everywhere, like every address in lib/content. Not next-intl's
 * Link, which would bring use-intl's ICU parser into every page's scripts (lib/i18n/locales.ts says why); the
 * address is the one next-intl's routing gives (tests/i18n-routing.test.ts).
 *
 * A page is fetched ahead only when the visitor shows they are about to open it (a mouse or pen over the
 * link, or the keyboard's focus on it), never because its link is in view, nor for a finger that lands on
 * it (most such touches start a scroll): a visitor on costly data would otherwise pay, on every page, for
 * the pages its menus, breadcrumbs and cards link to, whether or not they open any. Until then the link's
 * prefetching is off; the first sign turns on Next's own, which fetches the page at once since the link is
 * in view. A tap fetches the page it opens. A visitor who asked to save data (lib/platform/save-data.ts) gets
 * no page ahead at all: only the one they open.
 */
export function Link({ href, onPointerEnter, onFocus, ...props }: Props) {
  const { locale } = splitLocale(usePathname() ?? '/');
  const [intended, setIntended] = useState(false);
  const saveData = useSaveData();
  return (
    <NextLink
      href={localizedHref(locale, href)}
      {...props}
      prefetch={intended && !saveData ? null : false}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType !== 'touch') setIntended(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntended(true);
      }}
    />
  );
}
