import { type AppProcess, startServer } from '../contract/server';
import { type Sink, startSink } from '../mail/smtp-sink';
import { page, signInWithForm } from '../stack/helpers';
import { lines, moved, scrape, waitFor } from './support';

/*
 * /metrics moves by exactly what happened. Scraped before and after: a subscription (stored, and its
 * confirmation sent through a real SMTP server), a second one refused by the rate limit, a contact
 * message sent without scripts, a sign-in refused by the throttle; and pages by what Next's cache answered.
 * Each is counted where it happens, in the bundle that handles it (the /api route handler's, the
 * server actions', server.ts itself), and read from the one registry server.ts serves. Last, the two
 * variables the bench measures their cost with: LOG_REQUESTS=0 and METRICS=0 turn both off.
 */

jest.setTimeout(180_000);

const TOKEN = 'metrics-test-token-0123456789';
const stamp = Date.now().toString(36);

let sink: Sink;
let app: AppProcess;

beforeAll(async () => {
  sink = await startSink();
  app = await startServer({
    env: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Edu Connect Africa <news@example.org>',
      // One submission per form a minute: the second is refused.
      RATE_LIMIT_PER_MINUTE: '1',
      METRICS_TOKEN: TOKEN,
      // Request lines are written at info, which Jest's NODE_ENV=test would leave out.
      LOG_LEVEL: 'info',
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await sink?.close();
});

const subscribe = (email: string) =>
  fetch(`${app.api}/suscribe/addSuscriber`, {
    method: 'POST',
    headers: { Origin: app.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, website: 'acn' }),
  });

async function contactWithoutScripts() {
  const form = (await page(`${app.origin}/contact`)).html.split('<form')[1]!.split('</form>')[0]!;
  const body = new FormData();
  for (const [, name, value = ''] of form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g))
    body.append(name!, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  const fields = {
    _form: 'contact',
    _page: '/contact',
    _arm: 'educonnect',
    firstName: 'Counted',
    lastName: 'Sender',
    email: `counted-${stamp}@example.org`,
    phoneNumber: '+234 803 000 2222',
    message: 'Counted once, by the server actions bundle.',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${app.origin}/contact`, { method: 'POST', body, headers: { Origin: app.origin }, redirect: 'manual' });
}

it('is read only with the token', async () => {
  expect((await fetch(`${app.origin}/metrics`)).status).toBe(403);
  const wrong = await fetch(`${app.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } });
  expect(wrong.status).toBe(403);
  expect((await scrape(app.origin, TOKEN)).has('edu_mail_sent_total')).toBe(true);
});

it("counts each page by what Next's cache answered it with", async () => {
  // A page the build made more than a minute ago is answered stale once, then again until its new render is
  // stored (seconds on a busy machine): asked until the cache has it fresh.
  await waitFor('/faq fresh in the cache', async () => {
    const reply = await fetch(`${app.origin}/faq`);
    await reply.arrayBuffer();
    return reply.headers.get('x-nextjs-cache') === 'HIT';
  });
  const before = await scrape(app.origin, TOKEN);
  const seen: Record<string, number> = {};
  for (let i = 0; i < 3; i++) {
    const reply = await fetch(`${app.origin}/faq`);
    await reply.arrayBuffer();
    const result = reply.headers.get('x-nextjs-cache')!.toLowerCase();
    seen[`edu_page_cache_total{result="${result}"}`] = (seen[`edu_page_cache_total{result="${result}"}`] ?? 0) + 1;
  }
  expect(Object.keys(seen)).toContain('edu_page_cache_total{result="hit"}');
  // Counted when each answer is done: the last may be a moment behind the client.
  let after = before;
  const requests = (m: Map<string, number>) =>
    [...m].filter(([name]) => name.startsWith('edu_http_requests_total')).reduce((n, [, v]) => n + v, 0);
  await waitFor('the three answers counted', async () => {
    after = await scrape(app.origin, TOKEN);
    return requests(after) === requests(before) + 3;
  });
  expect(moved(before, after, /^edu_page_cache_total/)).toEqual(seen);
});

it('moves by exactly one submission of each path, one refusal, one e-mail sent, and one throttled sign-in', async () => {
  // The page the contact form is read from, and the sign-in form, rendered before the first scrape.
  await page(`${app.origin}/contact`);
  await page(`${app.origin}/admin/sign-in`);
  const throttled = `nobody-${stamp}@example.org`;
  for (let i = 0; i < 5; i++)
    expect((await signInWithForm(app.origin, app.origin, throttled, 'wrong password')).message).toBe(
      'The e-mail address or the password is wrong.',
    );
  const before = await scrape(app.origin, TOKEN);

  const first = `first-${stamp}@example.org`;
  expect((await subscribe(first)).status).toBe(201);
  expect((await subscribe(`second-${stamp}@example.org`)).status).toBe(429);
  expect((await contactWithoutScripts()).status).toBe(303);
  expect((await signInWithForm(app.origin, app.origin, throttled, 'wrong password')).message).toMatch(
    /^Too many failed attempts/,
  );
  await sink.waitFor('the confirmation e-mail', () => sink.to(first).length === 1);

  let after = await scrape(app.origin, TOKEN);
  await waitFor('the sent e-mail counted', async () => {
    after = await scrape(app.origin, TOKEN);
    return after.get('edu_mail_sent_total') === (before.get('edu_mail_sent_total') ?? 0) + 1;
  });
  expect(moved(before, after, /^edu_(submissions|form_refusals|sign_in|mail_(sent|retried|failed))/)).toEqual({
    'edu_submissions_stored_total{kind="subscription"}': 1,
    'edu_submissions_stored_total{kind="message"}': 1,
    'edu_form_refusals_total{reason="rate_limit"}': 1,
    edu_sign_in_throttled_total: 1,
    edu_mail_sent_total: 1,
  });
  expect(after.get('edu_mail_waiting')).toBe(0);
  // Every request counted by its route's pattern: the two posts to /api by their statuses.
  expect(moved(before, after, /^edu_http_requests_total\{route="\/api\/\[\[\.\.\.path\]\]"/)).toEqual({
    'edu_http_requests_total{route="/api/[[...path]]",method="POST",status="201"}': 1,
    'edu_http_requests_total{route="/api/[[...path]]",method="POST",status="429"}': 1,
  });
});

it('writes no request line and counts nothing with LOG_REQUESTS=0 and METRICS=0, as the observed server does', async () => {
  const quiet = await startServer({ env: { LOG_REQUESTS: '0', METRICS: '0', LOG_LEVEL: 'info' } });
  try {
    const ask = async (server: AppProcess, path: string) => {
      const reply = await fetch(`${server.origin}${path}`);
      await reply.arrayBuffer();
      expect(reply.status).toBe(404);
    };
    await ask(quiet, `/quiet-${stamp}`);
    await ask(app, `/observed-${stamp}`);
    // The observed server's line shows what the quiet one would have written by now.
    await waitFor("the observed server's line", () =>
      lines(app.output()).some((line) => line.includes(`"path":"/observed-${stamp}"`)),
    );
    await ask(quiet, `/quiet-again-${stamp}`);
    expect(lines(quiet.output()).filter((line) => line.includes(`-${stamp}`))).toEqual([]);
    const metrics = await fetch(`${quiet.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect([metrics.status, await metrics.text()]).toEqual([404, '']);
  } finally {
    await quiet.stop();
  }
});
