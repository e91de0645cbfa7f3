'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { type MouseEvent, Suspense } from 'react';
import { LANGUAGES, localePath, LOCALES, splitLocale } from '@/lib/i18n/locales';
import styles from './language-links.module.css';

/**
 * Gives a language link the page's query as it is followed (a chosen form: /join-us?role=volunteers): a page
 * may change its query after it was drawn (the join picker replaces its address), so it is read again when
 * the link is used.
 */
function keepQuery(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const target = new URL(link.href);
  target.search = window.location.search;
  link.href = target.href;
}

/**
 * The same page in each of the site's languages: plain links, so they work before scripts and load the
 * whole page in its language (its own `<html lang>` and metadata). Each is named in its own language.
 * Given `codeClass` and `nameClass`, each link also carries its language's code (EN, FR, HA), which the
 * caller's stylesheet shows in place of the name where room is short; the name stays the link's name.
 */
export function LanguageLinks(props: LinksProps) {
  return (
    <Suspense fallback={<Links {...props} query="" />}>
      <LinksWithQuery {...props} />
    </Suspense>
  );
}

interface LinksProps {
  label: string;
  codeClass?: string;
  nameClass?: string;
}

/**
 * The links with the page's query (`?role=volunteers`): in the server's HTML of a page rendered per request,
 * such as /join-us with a role, so that it works without scripts; a page built ahead has the links without
 * it there (the Suspense fallback), and gains it once hydrated.
 */
function LinksWithQuery(props: LinksProps) {
  const search = useSearchParams().toString();
  return <Links {...props} query={search ? `?${search}` : ''} />;
}

function Links({ label, codeClass, nameClass, query }: LinksProps & { query: string }) {
  const { locale, path } = splitLocale(usePathname() ?? '/');
  return (
    <nav aria-label={label} className={styles.languages}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localePath(l, path) + query}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'page' : undefined}
              className={styles.language}
              onClick={keepQuery}
              onAuxClick={keepQuery}
            >
              {codeClass ? (
                <>
                  <span aria-hidden="true" className={codeClass}>
                    {l.toUpperCase()}
                  </span>
                  <span className={nameClass}>{LANGUAGES[l].name}</span>
                </>
              ) : (
                LANGUAGES[l].name
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
