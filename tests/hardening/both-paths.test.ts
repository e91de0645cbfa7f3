import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type AppProcess, startServer } from '../contract/server';
import { createAdmin, page, PASSWORD, signInWithForm } from '../stack/helpers';
import type { OfflineForm } from '../../lib/forms/offline-types';

/*
 * Every public form kind by both of its paths: the scripted post to /api, and the post a browser makes
 * without scripts (the page's server action). Each path is served by its own bundle (the route handler's,
 * the server action's), and both must count in one limit and refuse alike, whichever bundle counted first.
 * Then what an attacker sends the no-script path: oversized, unknown and malformed fields, a forged Host,
 * a trap field sent as a file, a call that is not a form; and the console's filters, the logs.
 */

jest.setTimeout(240_000);

const LIMIT = 3;
const ENV = { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUSTED_IP_HEADER: 'x-test-client' };
const TOO_MANY = 'Too many submissions from your connection';
const UNREADABLE = 'This form could not be read. Reload the page and try again.';

let scriptedFirst: AppProcess;
let withoutScriptsFirst: AppProcess;
let productId: string;

beforeAll(async () => {
  [scriptedFirst, withoutScriptsFirst] = await Promise.all([startServer({ env: ENV }), startServer({ env: ENV })]);
  const products = (await (await fetch(`${scriptedFirst.api}/arewahub/product/fetchProducts`)).json()) as {
    data: { productId: string }[];
  };
  productId = products.data[0]!.productId;
});
afterAll(async () => {
  await scriptedFirst?.stop();
  await withoutScriptsFirst?.stop();
});

let serial = 0;
const stamp = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
/** A client address of its own (as the trusted proxy names it), so each check has its own count. */
const newClient = () => ({ 'x-test-client': `198.51.100.${Math.floor(Math.random() * 250) + 1}-${stamp()}` });

const person = (email: string) => ({
  firstName: 'Ngozi',
  lastName: 'Adébáyọ̀',
  email,
  phoneNumber: '+234 803 555 0101',
});

interface Kind {
  form: OfflineForm;
  /** The /api route the scripted form posts to. */
  route: string;
  /** The form's hidden target fields, as its page writes them. */
  target: () => Record<string, string>;
  /** What a person types (text fields, as a browser posts them). */
  typed: (email: string) => Record<string, string>;
  /** The scripted form's body, from what was typed. */
  scripted?: (typed: Record<string, string>) => unknown;
  multipart?: true;
}

const KINDS: Kind[] = [
  {
    form: 'contact',
    route: '/educonnect/contactUs/sendMessage',
    target: () => ({ _page: '/contact', _arm: 'educonnect' }),
    typed: (email) => ({ ...person(email), message: 'A question about reading clubs.' }),
  },
  {
    form: 'subscribe',
    route: '/suscribe/addSuscriber',
    target: () => ({ _page: '/acn/home', _website: 'acn' }),
    typed: (email) => ({ email }),
    scripted: (typed) => ({ ...typed, website: 'acn' }),
  },
  {
    form: 'enquiry',
    route: '/acn/contactUs/sendMessage',
    target: () => ({ _page: '/acn/partner' }),
    typed: (email) => ({
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email,
      reason: 'A reading programme in Kano schools',
      message: '',
    }),
  },
  {
    form: 'testimony',
    route: '/testimony/newTestimony',
    target: () => ({ _page: '/feedback' }),
    // Each post its own words: the same fields posted twice without scripts are one submission (a resend).
    typed: (email) => ({
      firstName: 'Ngozi',
      lastName: 'Okafor',
      position: 'Teacher',
      website: 'acn',
      testimony: `The reading club changed our village (${email.split('@')[0]}).`,
    }),
  },
  {
    form: 'donation',
    route: '/acn/donation/newDonation',
    target: () => ({ _page: '/acn/how-to-help/donate/request' }),
    typed: (email) => ({ ...person(email), country: 'Ghana', donationType: 'School books' }),
  },
  {
    form: 'volunteer',
    route: '/educonnect/volunteer/becomeAVolunteer',
    target: () => ({ _page: '/join-us?role=volunteers' }),
    typed: (email) => ({ ...person(email), skill: '', message: 'To teach reading on Saturdays.' }),
  },
  {
    form: 'member',
    route: '/educonnect/member/becomeAMember',
    target: () => ({ _page: '/join-us?role=members' }),
    typed: (email) => ({ ...person(email), message: 'A teacher in Zaria.' }),
  },
  {
    form: 'champion',
    route: '/educonnect/champion/becomeAChampion',
    target: () => ({ _page: '/join-us?role=champions' }),
    typed: (email) => ({
      ...person(email),
      reasonToBecomeAChampion: 'Every child should read.',
      currentProject: 'A library in Kano.',
      pastProject: 'A school garden.',
      isCommitted: 'on',
    }),
    scripted: (typed) => ({ ...typed, isCommitted: true }),
  },
  {
    form: 'order',
    route: '/arewahub/orders/newOrder',
    target: () => ({ _page: `/arewa-hub/products/${productId}/order`, _productId: productId }),
    typed: (email) => ({
      customerName: 'Ngozi Okafor',
      customerEmail: email,
      phoneNumber: '+234 803 555 0101',
      quantity: '1',
    }),
    scripted: (typed) => ({ ...typed, quantity: 1, items: [{ id: productId, quantity: 1 }] }),
  },
  {
    form: 'craftMember',
    route: '/arewahub/becomeAMember/newMember',
    target: () => ({ _page: '/arewa-hub/join' }),
    typed: (email) => ({
      firstName: 'Hauwa',
      lastName: 'Bello',
      mobileNumber: '+234 803 555 0101',
      email,
      location: 'Kano',
      bussinessName: '',
      craftType: 'Beads',
      experienceLevel: 'Five years',
    }),
    multipart: true,
  },
];

const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The scripted form's post, as the page's script sends it; answers the status. */
async function postScripted(app: AppProcess, kind: Kind, client: Record<string, string>): Promise<number> {
  const typed = kind.typed(`both.${stamp()}@example.org`);
  const body = kind.multipart ? formData(typed) : JSON.stringify(kind.scripted?.(typed) ?? typed);
  const headers = { Origin: app.origin, ...client, ...(kind.multipart ? {} : { 'content-type': 'application/json' }) };
  const reply = await fetch(`${app.api}${kind.route}`, { method: 'POST', headers, body });
  const text = await reply.text();
  if (reply.status === 429) expect(JSON.parse(text).data).toContain(TOO_MANY);
  return reply.status;
}

/** The server action's own hidden fields (its id, bound state and key), read from a page's first form. */
const actionFieldsOf = new Map<AppProcess, [string, string][]>();
async function actionFields(app: AppProcess): Promise<[string, string][]> {
  if (!actionFieldsOf.has(app)) {
    const form = (await page(`${app.origin}/contact`)).html.split('<form')[1]!.split('</form>')[0]!;
    const fields = [...form.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map(
      ([, name, value = '']) => [name!, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')] as [string, string],
    );
    expect(fields.map(([name]) => name.replace(/\d+/, 'N'))).toEqual([
      '$ACTION_REF_N',
      '$ACTION_N:0',
      '$ACTION_N:1',
      '$ACTION_KEY',
    ]);
    actionFieldsOf.set(app, fields);
  }
  return actionFieldsOf.get(app)!;
}

/** Posts a form as a browser without scripts does (multipart, to its page); `fields` after the action's own. */
async function postWithoutScripts(
  app: AppProcess,
  fields: Record<string, string | Blob> | FormData,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of await actionFields(app)) form.append(name, value);
  for (const [name, value] of fields instanceof FormData ? fields : Object.entries(fields)) form.append(name, value);
  // To the form's page, as a browser does; a page an attacker made up is posted to the contact page.
  const page = form.get('_page');
  const to = typeof page === 'string' && /^\/[\w/-]*(\?|$)/.test(page) ? page.split('?')[0]! : '/contact';
  const reply = await fetch(`${app.origin}${to}`, {
    method: 'POST',
    body: form,
    headers: { Origin: app.origin, ...headers },
    redirect: 'manual',
  });
  return { status: reply.status, location: reply.headers.get('location'), html: await reply.text() };
}

/** The no-script post of a kind; answers the status, having checked what a refusal shows. */
async function noScript(app: AppProcess, kind: Kind, client: Record<string, string>): Promise<number> {
  const reply = await postWithoutScripts(
    app,
    { _form: kind.form, ...kind.target(), ...kind.typed(`both.${stamp()}@example.org`) },
    client,
  );
  if (reply.status === 303) expect(reply.location).toMatch(new RegExp(`#sent-${kind.form}`));
  else expect(reply.html).toContain(TOO_MANY);
  return reply.status;
}

const sql = (app: AppProcess, query: string, ...args: unknown[]) => {
  const db = new Database(path.join(app.dataDir!, 'edu-connect.sqlite'), { readonly: true });
  try {
    return db.prepare(query).all(...args);
  } finally {
    db.close();
  }
};

const STORED = [201, 303];

type Path = (app: AppProcess, kind: Kind, client: Record<string, string>) => Promise<number>;

/** Posts by the two paths in turn, starting with `first`: LIMIT are taken, then each path is refused (no script: the page again; scripted: 429). */
async function alternate(app: AppProcess, kind: Kind, first: Path, second: Path) {
  const client = newClient();
  const taken = [await first(app, kind, client), await second(app, kind, client), await first(app, kind, client)];
  const refused = [await second(app, kind, client), await first(app, kind, client)];
  return { form: kind.form, taken: taken.map((s) => STORED.includes(s)), refused };
}

describe('the rate limit counts both paths as one, whichever counted first', () => {
  it('on a server whose first submission was scripted: every form kind, alternating, refused by both paths past the limit', async () => {
    for (const kind of KINDS)
      expect(await alternate(scriptedFirst, kind, postScripted, noScript)).toEqual({
        form: kind.form,
        taken: [true, true, true],
        refused: [200, 429],
      });
  });

  it('on a server whose first submission came without scripts: the same, the other way round', async () => {
    for (const kind of KINDS)
      expect(await alternate(withoutScriptsFirst, kind, noScript, postScripted)).toEqual({
        form: kind.form,
        taken: [true, true, true],
        refused: [429, 200],
      });
  });
});

describe('a form sent without scripts, as an attacker sends it', () => {
  const contact = (email: string, extra: Record<string, string> = {}) => ({
    _form: 'contact',
    _page: '/contact',
    _arm: 'educonnect',
    ...person(email),
    message: 'Hello',
    ...extra,
  });

  it('refused, echoes only the form’s own fields, each cut to its schema’s maximum', async () => {
    const fields: Record<string, string> = contact('not-an-address', { message: `${'m'.repeat(6000)}` });
    for (let i = 0; i < 300; i++) fields[`unknown${i}`] = `UNKNOWN-VALUE-${i}`;
    const reply = await postWithoutScripts(scriptedFirst, fields, newClient());
    expect(reply.status).toBe(200);
    expect(reply.html).toContain('Message must be at most 5000 characters');
    const echoed = {
      cut: reply.html.includes('m'.repeat(5000)),
      whole: reply.html.includes('m'.repeat(5001)),
      unknown: reply.html.includes('UNKNOWN-VALUE'),
    };
    expect(echoed).toEqual({ cut: true, whole: false, unknown: false });
  });

  it('answers a 40 MB post to a text form with 413 and its limit, not a 500', async () => {
    const body = new FormData();
    for (const [name, value] of await actionFields(scriptedFirst)) body.append(name, value);
    body.append('_form', 'contact');
    body.append('message', 'm'.repeat(40 * 1024 * 1024));
    const reply = await fetch(`${scriptedFirst.origin}/contact`, {
      method: 'POST',
      body,
      headers: { Origin: scriptedFirst.origin, ...newClient() },
    });
    expect([reply.status, await reply.text()]).toEqual([
      413,
      expect.stringContaining('This form is too large to send: it may hold at most 256 KB.'),
    ]);
  });

  it('builds the gateway’s address itself: a forged Host cannot send a contact message to another route', async () => {
    const email = `host.${stamp()}@example.org`;
    const form = formData(
      Object.fromEntries([...(await actionFields(scriptedFirst)), ...Object.entries(contact(email))]),
    );
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const port = new URL(scriptedFirst.origin).port;
    const reply = await rawRequest(scriptedFirst, {
      method: 'POST',
      path: '/contact',
      headers: {
        host: `127.0.0.1:${port}/api/educonnect/volunteer/becomeAVolunteer?`,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.length),
        ...newClient(),
      },
      body,
    });
    expect(reply.status).toBe(303);
    expect(sql(scriptedFirst, 'select kind from applications where email = ?', email)).toEqual([]);
    expect(sql(scriptedFirst, 'select arm from contact_messages where email = ?', email)).toEqual([
      { arm: 'educonnect' },
    ]);
  });

  it('answers a call that is not a form with the “could not be read” state, not a 500', async () => {
    const id = (JSON.parse((await actionFields(scriptedFirst))[1]![1]) as { id: string }).id;
    for (const body of ['[1,2]', '["$undefined","x"]', '[]']) {
      const reply = await fetch(`${scriptedFirst.origin}/contact`, {
        method: 'POST',
        headers: {
          'next-action': id,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          Origin: scriptedFirst.origin,
        },
        body,
      });
      expect([body, reply.status]).toEqual([body, 200]);
      expect(await reply.text()).toContain(UNREADABLE);
    }
  });

  it('checks the page to come back to before anything is stored: a control or non-Latin-1 character is refused', async () => {
    for (const page of ['/contact\u0007', '/contact/ọ', '/contact\\x', '//evil.example']) {
      const email = `page.${stamp()}@example.org`;
      const reply = await postWithoutScripts(scriptedFirst, contact(email, { _page: page }), newClient());
      expect([page, reply.status, reply.html.includes(UNREADABLE)]).toEqual([page, 200, true]);
      expect(sql(scriptedFirst, 'select id from contact_messages where email = ?', email)).toEqual([]);
    }
  });

  it('takes the trap field as filled by a file too: answered as sent, nothing stored', async () => {
    const email = `trap.${stamp()}@example.org`;
    const form = formData(contact(email));
    form.append('homepage', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
    const reply = await postWithoutScripts(scriptedFirst, form, newClient());
    expect([reply.status, reply.location]).toEqual([303, '/contact#sent-contact']);
    expect(sql(scriptedFirst, 'select id from contact_messages where email = ?', email)).toEqual([]);
  });
});

describe('around the forms', () => {
  it('the inbox and its export drop a date that is not one, rather than answering 500', async () => {
    const email = `inbox.${stamp()}@example.org`;
    createAdmin({ ...process.env, DATA_DIR: scriptedFirst.dataDir!, DATABASE_URL: '' }, email);
    const { cookie } = await signInWithForm(scriptedFirst.origin, scriptedFirst.origin, email, PASSWORD);
    for (const to of ['9999-99-99', '2026-02-30']) {
      const list = await page(`${scriptedFirst.origin}/admin/submissions?kind=messages&to=${to}`, cookie!);
      expect([to, list.status, list.html.includes('Contact messages')]).toEqual([to, 200, true]);
      const csv = await fetch(`${scriptedFirst.origin}/admin/export?kind=messages&to=${to}`, {
        headers: { cookie: cookie! },
      });
      expect([to, csv.status, csv.headers.get('content-type')]).toEqual([to, 200, 'text/csv; charset=utf-8']);
    }
  });

  it('logs an /api request cut short by its client without its query, and not as a failure', async () => {
    const marker = `QUERYMARK${'q'.repeat(2000)}`;
    await rawRequest(scriptedFirst, {
      method: 'POST',
      path: `/api/educonnect/contactUs/sendMessage?${marker}`,
      headers: {
        'content-type': 'application/json',
        'content-length': '1000',
        origin: scriptedFirst.origin,
        ...newClient(),
      },
      body: '{"firstName":',
      abort: true,
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(scriptedFirst.output()).not.toContain('QUERYMARK');
    expect(scriptedFirst.output()).not.toContain('"msg":"[api] a request failed"');
  });
});

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Leave the body unfinished and close the connection. */
  abort?: true;
}

/** A request as a client may send it, which fetch will not: any Host, a body shorter than its length. */
function rawRequest(app: AppProcess, r: RawRequest): Promise<{ status: number; body: string }> {
  const { port } = new URL(app.origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: r.method, path: r.path, headers: r.headers, setHost: !('host' in r.headers) },
      (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (body += chunk));
        reply.on('end', () => {
          resolve({ status: reply.statusCode!, body });
          request.destroy();
        });
      },
    );
    request.on('error', (error) => (r.abort ? resolve({ status: 0, body: '' }) : reject(error)));
    request.setTimeout(20_000, () =>
      request.destroy(new Error(`No answer to ${r.method} ${r.path.slice(0, 80)} within 20 s`)),
    );
    request.write(r.body);
    if (r.abort) setTimeout(() => (request.destroy(), resolve({ status: 0, body: '' })), 300);
    else request.end();
  });
}
