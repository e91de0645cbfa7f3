/*
 * Steady traffic through nginx while something happens to the stack (a deploy): the deploy test asserts
 * on what each request got, the bench (scripts/bench-deploy.ts) gives its latencies' percentiles. A mix of
 * pages nginx keeps, pages rendered on every request (a search, the API's reads) and two public forms' posts,
 * at most eight at once, one started every 15 ms, over kept-alive connections as a browser's.
 *
 * Like a browser, a request whose kept-alive connection the server closed before answering anything is
 * sent again, at most twice, as Chromium does (nginx closes its idle connections when it reloads, as a
 * deploy has it do, and the next pooled one may be closing too),
 * and a post carries an Idempotency-Key as the site's own client sends it (lib/api/browser.ts), so a post
 * sent twice is one submission. The outcome says it was retried.
 */
import { IDEMPOTENCY_HEADER, keyHeaderValue, newKey } from '../lib/api/idempotency';

/** Pages nginx keeps, and pages rendered on every request. */
const GETS = [
  '/faq',
  '/acn/home',
  '/',
  '/fr/arewa-hub/home',
  '/events',
  '/acn/about/acn-news?q=children',
  '/api/educonnect/faq/getAllFaq',
];

export type LoadKind = 'page' | 'contact' | 'subscribe';

/** What one request got: its status (0 when it got no answer), when it ended and how long it took. */
export interface Outcome {
  i: number;
  kind: LoadKind;
  /** The address asked (a post's, under /api). */
  address: string;
  /** How many times it was sent again after its connection closed unanswered. */
  retried: number;
  status: number;
  at: number;
  ms: number;
  body?: string;
}

/** The status each kind answers when it succeeds. */
export const EXPECTED: Record<LoadKind, number> = { page: 200, contact: 201, subscribe: 201 };

/** The address each post of `marker` was sent from (its contact message's and subscription's e-mail). */
export const emailOf = (marker: string, i: number) => `${marker}-${i}@example.org`;

function post(nginx: string, route: string, body: unknown, key: string) {
  return fetch(`${nginx}/api${route}`, {
    method: 'POST',
    headers: { Origin: nginx, 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: keyHeaderValue(key) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function send(nginx: string, marker: string, i: number): Promise<Outcome> {
  const kind: LoadKind = i % 5 === 3 ? 'contact' : i % 5 === 4 ? 'subscribe' : 'page';
  const address =
    kind === 'page'
      ? GETS[i % GETS.length]!
      : kind === 'contact'
        ? '/api/educonnect/contactUs/sendMessage'
        : '/api/suscribe/addSuscriber';
  const key = newKey();
  const ask = () =>
    kind === 'page'
      ? fetch(`${nginx}${address}`, { signal: AbortSignal.timeout(30_000) })
      : kind === 'contact'
        ? post(
            nginx,
            address.slice('/api'.length),
            {
              firstName: 'Rolling',
              lastName: `Sender${i}`,
              email: emailOf(marker, i),
              phoneNumber: '+234 803 000 1111',
              message: `Message ${i}, sent while the instances are replaced.`,
            },
            key,
          )
        : post(nginx, address.slice('/api'.length), { email: emailOf(marker, i), website: 'acn' }, key);
  const started = performance.now();
  const outcome = (status: number, body?: string): Outcome => {
    const ms = performance.now() - started;
    return { i, kind, address, retried, status, at: Date.now(), ms, ...(body === undefined ? {} : { body }) };
  };
  let retried = 0;
  let reply: Response;
  for (;;) {
    try {
      reply = await ask();
      break;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (retried === MAX_RETRIES || !CLOSED_UNANSWERED.has(cause?.code ?? ''))
        return outcome(0, `${String(error)}: ${cause?.code ?? ''} ${cause?.message ?? ''}`);
      retried++;
    }
  }
  try {
    const body = await reply.text();
    return outcome(reply.status, reply.status >= 300 ? body.slice(0, 300) : undefined);
  } catch (error) {
    return outcome(0, String(error));
  }
}

/** How often a request is sent again after its connection closed unanswered (Chromium's limit). */
const MAX_RETRIES = 2;

/** undici's codes for a connection closed before any answer came (its own, and the system's reset). */
const CLOSED_UNANSWERED = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * Sends the mix through `nginx` while `during` runs, and at least `atLeast` requests; answers every outcome
 * once all have ended. Posts carry e-mails made from `marker` (emailOf).
 */
export async function underLoad(
  nginx: string,
  marker: string,
  during: Promise<unknown>,
  atLeast = 0,
): Promise<Outcome[]> {
  let done = false;
  const ended = during.finally(() => (done = true));
  const outcomes: Promise<Outcome>[] = [];
  const inFlight = new Set<Promise<Outcome>>();
  for (let i = 0; i < atLeast || !done; i++) {
    if (inFlight.size >= 8) await Promise.race(inFlight);
    const sent = send(nginx, marker, i);
    inFlight.add(sent);
    void sent.then(() => inFlight.delete(sent));
    outcomes.push(sent);
    await new Promise((r) => setTimeout(r, 15));
  }
  await ended;
  return Promise.all(outcomes);
}
