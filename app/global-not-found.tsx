import type { Metadata } from 'next';
import Image from 'next/image';
import { type Locale, LOCALES, localePath } from '@/lib/i18n/locales';
import { fontVariables } from './fonts';
import './globals.css';
import en from '@/messages/en/common.json';
import fr from '@/messages/fr/common.json';
import ha from '@/messages/ha/common.json';

export const metadata: Metadata = { title: en.notFound.title };

const CATALOGS: Record<Locale, typeof en> = { en, fr, ha };

/**
 * An address no route has. It is the same page whatever its prefix, so it says so in every language,
 * each with the way to its own home page; a page of a language (app/[locale]/not-found.tsx) says it in its own.
 * A whole document rather than a catch-all route calling notFound(), whose 404 has no body without scripts
 * (docs/known-issues.md).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <main id="main" className="status-page">
          <div>
            <Image src="/images/404.svg" alt="" width={480} height={260} preload />
            {LOCALES.map((locale) => {
              const text = CATALOGS[locale].notFound;
              return (
                <section key={locale} lang={locale}>
                  {locale === 'en' ? <h1>{text.title}</h1> : <h2>{text.title}</h2>}
                  <p>{text.text}</p>
                  <a className="button" href={localePath(locale, '/')}>
                    {text.home}
                  </a>
                </section>
              );
            })}
          </div>
        </main>
      </body>
    </html>
  );
}
