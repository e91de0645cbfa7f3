import type { Transport } from './client';

/** Calls the embedded router directly (no HTTP to ourselves), still honouring the client's timeout signal. */
export const inProcess: Transport = async (url, init) => {
  const { handleApiRequest } = await import('../store/router');
  const signal = init.signal;
  const answer = handleApiRequest(new Request(url, { ...init, signal: undefined }));
  if (!signal) return answer;
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      // The client's signals abort with a DOMException (TimeoutError or AbortError).
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
  ]);
};

export const EMBEDDED_BASE = 'http://embedded.local/api';
