'use client';

import { useParams } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en/errors.json';
import fr from '@/messages/fr/errors.json';
import ha from '@/messages/ha/errors.json';

type RouteError = Error & { digest?: string; status?: number; statusText?: string };

// A few short lines per language, shipped whole: the boundary must speak before anything else could load.
const TEXT: Record<Locale, typeof en> = { en, fr, ha };

/**
 * The default error page, in the page's language: the heading, then the status and status text, or the
 * message. A server-side failure reaches the browser with its message withheld (only a digest): most often
 * the admin server was unreachable for a page that had never rendered, so say that plainly.
 */
export default function ErrorPage({ error, retry }: { error: RouteError; retry: () => void }) {
  const { locale } = useParams<{ locale: string }>();
  const text = TEXT[isLocale(locale) ? locale : 'en'];
  const detail = error.status
    ? `${error.status} ${error.statusText ?? ''}`.trim()
    : error.digest
      ? text.readError
      : error.message || text.short;
  return (
    <main id="main" className="status-page">
      <div role="alert">
        <h1>{text.title}</h1>
        <p className="status-detail">{detail}</p>
        <button type="button" className="button" onClick={() => retry()}>
          {text.retry}
        </button>
      </div>
    </main>
  );
}
