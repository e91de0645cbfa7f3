'use client';

import { usePathname } from 'next/navigation';
import { LANGUAGES, localePath, LOCALES, splitLocale } from '@/lib/i18n/locales';
import styles from './language-links.module.css';

/**
 * The same page in each of the site's languages: plain links, so they work before scripts and load the
 * whole page in its language (its own `<html lang>` and metadata). Each is named in its own language.
 */
export function LanguageLinks({ label }: { label: string }) {
  const { locale, path } = splitLocale(usePathname() ?? '/');
  return (
    <nav aria-label={label} className={styles.languages}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localePath(l, path)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'page' : undefined}
              className={styles.language}
            >
              {LANGUAGES[l].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
