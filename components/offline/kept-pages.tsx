'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { type KeptPage, keptPages } from '@/lib/offline/kept-pages';
import styles from './kept-pages.module.css';

/**
 * The pages this device keeps (lib/offline/kept-pages.ts), each a plain link: offline, a full navigation is
 * what the service worker answers from the device. A page in another language is marked with it.
 */
export function KeptPages({ locale, none }: { locale: Locale; none: string }) {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    keptPages().then(setPages, () => setPages([]));
  }, []);
  if (pages === null) return null;
  if (pages.length === 0) return <p>{none}</p>;
  return (
    <ul className={styles.list}>
      {pages.map((page) => (
        <li key={page.href}>
          <a href={page.href} lang={page.locale === locale ? undefined : page.locale}>
            {page.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
