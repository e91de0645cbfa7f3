import { type AppProcess, startServer } from '../contract/server';
import { page, signInWithForm } from '../stack/helpers';
import { lines, type Nginx, startNginx, waitFor } from './support';

/*
 * No personal data in any log. Forms are posted with marked values (a name, an e-mail address, a phone
 * number, a message) through nginx with deploy/nginx/nginx.conf and straight to the app, by both paths
 * (the scripted post to /api, the post without scripts), refused and accepted, with a sign-in and an
 * address whose query carries a marked value. Then every line the app wrote (stdout and stderr) is JSON,
 * every request line has a request id, nginx's access log is JSON lines with the same ids, and no marked
 * value is in any line of the app, of nginx's access log or of its error log (which nginx cannot write
 * as JSON).
 */

jest.setTimeout(180_000);

const stamp = Date.now().toString(36);
const MARKED = {
  firstName: `Quenmarkfirst${stamp}`,
  lastName: `Zebmarklast${stamp}`,
  email: `quixmark.${stamp}@example.org`,
  phoneNumber: '+234 803 917 4426',
  message: `Marked message text ${stamp} for nobody's log`,
};
/** Each marked value as a log could carry it: as typed, lower-cased, URL-encoded, a phone's digits alone. */
const FORMS_OF_MARKS = [
  ...Object.values(MARKED),
  ...Object.values(MARKED).map((v) => v.toLowerCase()),
  ...Object.values(MARKED).map(encodeURIComponent),
  MARKED.phoneNumber.replace(/\D/g, ''),
  `quixmark.${stamp}`,
  `Marked message text ${stamp}`,
];

const REQUEST_ID = /^[0-9a-f]{32}$/;

let app: AppProcess;
let nginx: Nginx;

beforeAll(async () => {
  // As in production, at its level (Jest's NODE_ENV=test would log warnings only).
  app = await startServer({ env: { NODE_ENV: 'production', TRUSTED_IP_HEADER: 'x-real-ip' } });
  nginx = await startNginx(Number(new URL(app.origin).port));
});
afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
});

const json = (origin: string, route: string, body: unknown) =>
  fetch(`${origin}/api${route}`, {
    method: 'POST',
    headers: { Origin: origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The contact form posted as a browser without scripts posts it (multipart, to its page). */
async function postContactWithoutScripts(origin: string, fields: Record<string, string>) {
  const html = (await page(`${origin}/contact`)).html;
  const form = html.split('<form')[1]!.split('</form>')[0]!;
  const body = new FormData();
  for (const [, name, value = ''] of form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g))
    body.append(name!, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  for (const [name, value] of Object.entries({ _form: 'contact', _page: '/contact', _arm: 'educonnect', ...fields }))
    body.append(name, value);
  return fetch(`${origin}/contact`, { method: 'POST', body, headers: { Origin: origin }, redirect: 'manual' });
}

it('writes no marked value to any log; every line is JSON, with the request id nginx logs too', async () => {
  for (const origin of [nginx.origin, app.origin]) {
    expect((await json(origin, '/educonnect/contactUs/sendMessage', MARKED)).status).toBe(201);
    expect((await postContactWithoutScripts(origin, MARKED)).status).toBe(303);
    expect((await json(origin, '/suscribe/addSuscriber', { email: MARKED.email, website: 'acn' })).status).toBe(201);
    // Refused: an address that is not one, with the rest marked.
    expect((await json(origin, '/acn/donation/newDonation', { ...MARKED, email: MARKED.lastName })).status).toBe(400);
    const refused = await postContactWithoutScripts(origin, { ...MARKED, email: `${MARKED.firstName}@` });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain(MARKED.firstName); // the form again, with what was typed
    // A sign-in with a marked address, and a page asked with marked values in its query.
    expect((await signInWithForm(origin, origin, MARKED.email, MARKED.message)).message).toBe(
      'The e-mail address or the password is wrong.',
    );
    const query = new URLSearchParams({ email: MARKED.email, name: MARKED.lastName, phone: MARKED.phoneNumber });
    expect((await fetch(`${origin}/contact?${query}`)).status).toBe(200);
  }

  // Each request nginx passed on has its line in the app, with nginx's id.
  const proxied = () =>
    nginx
      .accessLines()
      .map((l) => JSON.parse(l) as { reqId: string; upstream: string; path: string; status: number })
      .filter((l) => l.upstream !== '' && l.upstream !== '-');
  const appRequests = () =>
    lines(app.output())
      .filter((l) => l.includes('"msg":"request"'))
      .map((l) => JSON.parse(l) as { reqId: string; path: string; status: number });
  await waitFor('the app line of every request nginx passed on', () => {
    const ids = new Set(appRequests().map((l) => l.reqId));
    return proxied().length >= 9 && proxied().every((l) => ids.has(l.reqId));
  });
  for (const line of proxied()) {
    expect(line.reqId).toMatch(REQUEST_ID);
    const same = appRequests().find((l) => l.reqId === line.reqId)!;
    expect([same.path, same.status]).toEqual([line.path, line.status]);
  }

  // Every line the app wrote is JSON; every request line has an id, one of nginx's or its own.
  for (const line of lines(app.output())) {
    let parsed: { level?: unknown; msg?: unknown; reqId?: unknown };
    expect(() => (parsed = JSON.parse(line))).not.toThrow();
    expect([typeof parsed!.level, typeof parsed!.msg]).toEqual(['string', 'string']);
    if (parsed!.msg === 'request') expect(parsed!.reqId).toMatch(REQUEST_ID);
  }
  // Once it serves, every line it writes is written while a request is answered, and carries its id; the
  // lines without one are the process's own, up to its start.
  const written = lines(app.output()).map((l) => JSON.parse(l) as { msg: string; reqId?: string });
  const started = written.findIndex((l) => l.msg.startsWith('ready on '));
  expect(started).toBeGreaterThanOrEqual(0);
  expect(written.slice(started + 1).filter((l) => !l.reqId)).toEqual([]);
  for (const line of nginx.accessLines()) expect(JSON.parse(line)).toMatchObject({ source: 'nginx' });

  const everything = [app.output(), ...nginx.accessLines(), nginx.errorLog()].join('\n');
  expect(FORMS_OF_MARKS.filter((mark) => everything.includes(mark))).toEqual([]);
  // The query's names are not there either: the path is written without it.
  expect(everything).not.toContain('email=');
});

it('nginx never passes /metrics or /readyz; /healthz passes, never cached', async () => {
  expect((await fetch(`${nginx.origin}/metrics`)).status).toBe(404);
  expect((await fetch(`${nginx.origin}/readyz`)).status).toBe(404);
  for (let i = 0; i < 2; i++) {
    const health = await fetch(`${nginx.origin}/healthz`);
    expect([health.status, health.headers.get('cache-control'), health.headers.get('x-cache')]).toEqual([
      200,
      'no-store',
      null,
    ]);
  }
});
