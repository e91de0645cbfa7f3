import type { Metadata } from 'next';
import { ServerImage } from '@/components/ui/server-image';
import { type Locale, LOCALES, localePath } from '@/lib/i18n/locales';
import en from '@/messages/en/common.json';
import { fontVariables } from './fonts';
import './globals.css';

type NotFoundWords = (typeof en)['notFound'];

/** A language's words for an address no route has, from its catalog: a language added to LOCALES needs only its file. */
async function notFoundWords(locale: Locale): Promise<NotFoundWords> {
  return ((await import(`@/messages/${locale}/common.json`)) as { default: typeof en }).default.notFound;
}

export const metadata: Metadata = { title: en.notFound.title };

/**
 * An address no route has. It is the same page whatever its prefix, so it says so in every language,
 * each with the way to its own home page; a page of a language (app/[locale]/not-found.tsx) says it in its own.
 * A whole document rather than a catch-all route calling notFound(), whose 404 has no body without scripts
 * (docs/known-issues.md).
 */
export default async function GlobalNotFound() {
  const words = await Promise.all(LOCALES.map(async (locale) => [locale, await notFoundWords(locale)] as const));
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <main id="main" className="status-page">
          <div>
            <ServerImage src="/images/404.svg" alt="" width={480} height={260} preload />
            {words.map(([locale, text]) => {
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
