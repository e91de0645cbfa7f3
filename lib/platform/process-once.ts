import { outsideRequest } from './observe';

/*
 * One of a thing per process, made on first use: kept on globalThis, so that every server bundle (the
 * route handlers', the server actions', the proxy's) and Next's dev reloads share it. A making that fails is
 * forgotten, so the next call tries again (a database that was down when the first request came). It is
 * made outside the request that first needed it: its later log lines are the process's, not that request's.
 */

const holder = globalThis as typeof globalThis & { __eduConnectOnce?: Map<string, Promise<unknown>> };
const made = () => (holder.__eduConnectOnce ??= new Map());

export function processOnce<T>(name: string, make: () => Promise<T>): Promise<T> {
  const slots = made();
  const kept = slots.get(name) as Promise<T> | undefined;
  if (kept) return kept;
  const making = outsideRequest(make);
  slots.set(name, making);
  making.catch(() => {
    if (slots.get(name) === making) slots.delete(name);
  });
  return making;
}

/** Forgets the thing made as `name`, answering it if it was made (to close it). */
export function forgetOnce<T>(name: string): Promise<T> | undefined {
  const kept = made().get(name) as Promise<T> | undefined;
  made().delete(name);
  return kept;
}
