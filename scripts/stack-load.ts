/*
 * Steady traffic through nginx while something happens to the stack (a deploy): the deploy test asserts
 * on what each request got, the bench (scripts/bench-stack.ts) gives its latencies' percentiles. A mix of
 * pages nginx keeps, pages rendered on every request (a search, the API's reads) and two public forms' posts,
 * at most eight at once, one started every 15 ms.
 */

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
  status: number;
  at: number;
  ms: number;
  body?: string;
}

/** The status each kind answers when it succeeds. */
export const EXPECTED: Record<LoadKind, number> = { page: 200, contact: 201, subscribe: 201 };

/** The address each post of `marker` was sent from (its contact message's and subscription's e-mail). */
export const emailOf = (marker: string, i: number) => `${marker}-${i}@example.org`;

function post(nginx: string, route: string, body: unknown) {
  return fetch(`${nginx}/api${route}`, {
    method: 'POST',
    headers: { Origin: nginx, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function send(nginx: string, marker: string, i: number): Promise<Outcome> {
  const kind: LoadKind = i % 5 === 3 ? 'contact' : i % 5 === 4 ? 'subscribe' : 'page';
  const started = performance.now();
  const reply =
    kind === 'page'
      ? fetch(`${nginx}${GETS[i % GETS.length]!}`, { signal: AbortSignal.timeout(30_000) })
      : kind === 'contact'
        ? post(nginx, '/educonnect/contactUs/sendMessage', {
            firstName: 'Rolling',
            lastName: `Sender${i}`,
            email: emailOf(marker, i),
            phoneNumber: '+234 803 000 1111',
            message: `Message ${i}, sent while the instances are replaced.`,
          })
        : post(nginx, '/suscribe/addSuscriber', { email: emailOf(marker, i), website: 'acn' });
  try {
    const r = await reply;
    const body = await r.text();
    const ms = performance.now() - started;
    return { i, kind, status: r.status, at: Date.now(), ms, ...(r.status >= 300 ? { body: body.slice(0, 300) } : {}) };
  } catch (error) {
    return { i, kind, status: 0, at: Date.now(), ms: performance.now() - started, body: String(error) };
  }
}

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
