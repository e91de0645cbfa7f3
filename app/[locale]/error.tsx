'use client';

import { useErrorWords } from '@/components/layout/error-words';

type RouteError = Error & { digest?: string; status?: number; statusText?: string };

/**
 * The default error page, in the page's language: the heading, then the status and status text, or the
 * message. A server-side failure reaches the browser with its message withheld (only a digest): most often
 * the admin server was unreachable for a page that had never rendered, so say that plainly.
 */
export default function ErrorPage({ error, retry }: { error: RouteError; retry: () => void }) {
  const text = useErrorWords();
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
