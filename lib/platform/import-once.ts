/*
 * Code a page loads on first use (a form's lazy part, its checks), fetched once for the page's life. A load that
 * failed (no signal, and the service worker does not keep the file yet) is not remembered: the next use tries
 * again, and so does the connection's return, so a form whose code failed to download works again without a
 * reload, on this page and on the next one a link opens (the same scripts stay loaded).
 */

/** `load`, run once; after a failure, run again at the next call and once the browser says it is online. */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  let waiting = false;
  const again = () => {
    waiting = false;
    void get().catch(() => undefined);
  };
  const get = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      if (!waiting) {
        waiting = true;
        window.addEventListener('online', again, { once: true });
      }
      throw error;
    }));
  return get;
}
