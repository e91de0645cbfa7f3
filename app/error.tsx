'use client';

import { ERROR_TEXT, READ_ERROR } from '@/lib/content/messages';

type RouteError = Error & { digest?: string; status?: number; statusText?: string };

/**
 * The default error page: the heading, then the status and status text, or the message.
 * A server-side failure reaches the browser with its message withheld (only a digest): most often
 * the admin server was unreachable for a page that had never rendered, so say that plainly.
 */
export default function ErrorPage({ error, retry }: { error: RouteError; retry: () => void }) {
  const detail = error.status
    ? `${error.status} ${error.statusText ?? ''}`.trim()
    : error.digest
      ? READ_ERROR
      : error.message || ERROR_TEXT.short;
  return (
    <main id="main" className="status-page">
      <div role="alert">
        <h1>Unexpected Application Error!</h1>
        <p className="status-detail">{detail}</p>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
      </div>
    </main>
  );
}
