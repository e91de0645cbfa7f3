import path from 'node:path';
import fs from 'node:fs';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { type EndpointName, endpoints } from '@/lib/api/contract';
import { resolveRoute } from '@/lib/api/routes';
import { conforms } from './conforms';
import { ADMIN_TOKEN, startServer, type RunningServer } from './server';
import { type PaystackStandIn, signBody, startPaystackStandIn } from '../payments/paystack-standin.mjs';

/*
 * The admin API contract, over HTTP, against the real app: success shapes, every error case,
 * and persistence (what a form stored is read back from the database). It runs on SQLite, on
 * PostgreSQL (postgres.test.ts, when TEST_DATABASE_URL is set), and against another admin
 * server when CONTRACT_API_URL is set, skipping then what needs our database.
 *
 * The contract table (lib/api/contract.ts) holds the suite to account: every good reply must parse
 * with its endpoint's output schema, and the last test fails when an endpoint of the table was
 * never called.
 */

// Reply bodies are read as plain JSON once call() has checked them against the contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Wire = any;

type Query = <T = Record<string, unknown>>(sql: string, ...args: unknown[]) => Promise<T | undefined>;

/** Reads one row of the database the app under test writes to: its SQLite file, or PostgreSQL. */
async function openQuery(
  server: RunningServer,
  databaseUrl?: string,
): Promise<{ query: Query; close: () => Promise<void> }> {
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: databaseUrl, max: 1 });
    const query: Query = async (sql, ...args) => {
      let n = 0;
      const { rows } = await pool.query(
        sql.replace(/\?/g, () => `$${++n}`),
        args,
      );
      return rows[0];
    };
    return { query, close: () => pool.end() };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(server.dataDir!, 'edu-connect.sqlite'), { readonly: true, fileMustExist: true });
  // better-sqlite3 answers at once; the suite's Query is a promise because PostgreSQL's is.
  const query: Query = (sql, ...args) => Promise.resolve(db.prepare(sql).get(...args) as never);
  return { query, close: () => Promise.resolve(db.close()).then(() => undefined) };
}

/** The key the app under test signs its e-mails' links with, so that a test can make a link as its e-mail would. */
const SIGNING_SECRET = 'contract-suite-signing-secret-of-32-characters';

/** The Paystack key the app under test and its stand-in share (tests/payments/paystack-standin.mjs). */
const PAYSTACK_KEY = 'sk_test_contractsuite0123456789';

export function contractSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  jest.setTimeout(90_000);

  let server: RunningServer;
  let paystack: PaystackStandIn;
  let query: Query | null = null;
  let close = async () => {};

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secret: PAYSTACK_KEY });
    // Its own copy of the build: servers of other suites, running at the same time on other
    // databases, must not write into the page and data cache whose refresh this suite checks.
    server = await startServer({
      databaseUrl,
      ownBuild: true,
      env: { AUTH_SECRET: SIGNING_SECRET, PAYSTACK_SECRET_KEY: PAYSTACK_KEY, PAYSTACK_API_URL: paystack.url },
    });
    paystack.target.webhookUrl = `${server.api}/payments/paystack/webhook`;
    if (server.dataDir) ({ query, close } = await openQuery(server, databaseUrl));
  });

  afterAll(async () => {
    await close();
    await server?.stop();
    await paystack?.stop();
  });

  // Decided when the tests are defined, before the server starts.
  const ownServer = () => (process.env.CONTRACT_API_URL ? it.skip : it);
  const row: Query = (sql, ...args) => query!(sql, ...args);

  const called = new Set<EndpointName>();

  async function call(method: 'GET' | 'POST', route: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
      if (!(body instanceof FormData)) (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(server.api + route, init);
    const text = await res.text();
    let json: { success?: boolean; data?: unknown } | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const resolution = resolveRoute(method, route.split('?')[0]!);
    const found = resolution && 'found' in resolution ? resolution.found : [];
    for (const m of found) called.add(m.name);
    if (res.ok && found[0]) {
      expect({ route, problem: conforms(found[0].endpoint, json?.data) }).toEqual({ route, problem: null });
    }
    return { status: res.status, json, data: json?.data as Wire, type: res.headers.get('content-type') ?? '' };
  }

  /**
   * A page of the app under test, as HTML, once its cached copy is fresh: a stale copy is being
   * rendered again in the background, and a render that read its data before a write but finishes
   * after it is stored as fresh (Next dates a page by when its render ends). Waiting for a fresh copy
   * keeps these tests about the write, not about that race.
   */
  const page = async (path: string) => {
    const url = server.api.replace(/\/api$/, '') + path;
    for (let i = 0; i < 50; i++) {
      const res = await fetch(url);
      const html = await res.text();
      if (res.headers.get('x-nextjs-cache') === 'HIT') return html;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${path} never came from a fresh cached copy`);
  };

  /**
   * Whether the page shows the text within 5 seconds, far inside the 60-second revalidation: Next
   * records an expired tag as the write's reply goes out, so the very next request may just precede it.
   */
  const pageShows = async (path: string, text: string) => {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      if ((await page(path)).includes(text)) return true;
    }
    return false;
  };

  const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const person = (email = unique('p')) => ({
    firstName: 'Ama',
    lastName: 'Mensah',
    email,
    phoneNumber: '+233 20 123 4567',
  });

  describe('envelope and bad input', () => {
    it('answers an unknown route with a 404 JSON envelope', async () => {
      const r = await call('GET', '/no/such/route');
      expect(r.status).toBe(404);
      expect(r.type).toContain('application/json');
      expect(r.json).toEqual({ success: false, data: expect.stringContaining('Route not found') });
    });

    it('answers malformed JSON with 400', async () => {
      const r = await call('POST', '/educonnect/contactUs/sendMessage', '{"firstName": ');
      expect(r.status).toBe(400);
      expect(r.data).toBe('Request body is not valid JSON');
    });

    it('answers a JSON body that is not an object with 400', async () => {
      const r = await call('POST', '/acn/donation/newDonation', '[1,2,3]');
      expect(r.status).toBe(400);
    });

    it('answers a body over 1 MB with 413', async () => {
      const r = await call('POST', '/educonnect/contactUs/sendMessage', {
        ...person(),
        message: 'x'.repeat(1024 * 1024 + 10),
      });
      expect(r.status).toBe(413);
      expect(r.data).toMatch(/too large/);
    });

    it('goes on answering on the same connection after refusing a body as too large, unread or partway', async () => {
      // One connection, kept open: a refused body left in it would be read as the next request.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const send = (body: string, chunked: boolean) =>
        new Promise<{ status: number; data: unknown }>((resolve, reject) => {
          const req = http.request(
            server.api + '/educonnect/contactUs/sendMessage',
            { method: 'POST', agent },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () =>
                resolve({ status: res.statusCode!, data: (JSON.parse(text) as { data: unknown }).data }),
              );
            },
          );
          req.on('error', reject);
          req.setHeader('content-type', 'application/json');
          if (chunked) req.write(body);
          else req.setHeader('content-length', Buffer.byteLength(body));
          req.end(chunked ? undefined : body);
        });
      const big = JSON.stringify({ ...person(), message: 'x'.repeat(1024 * 1024 + 10) });
      try {
        // Declared too large, refused before a byte of it is read; then sent without a length, refused once past the limit.
        expect(await send(big, false)).toMatchObject({ status: 413, data: expect.stringMatching(/too large/) });
        expect(await send(big, true)).toMatchObject({ status: 413, data: expect.stringMatching(/too large/) });
        const next = await send(JSON.stringify({ ...person(), message: 'Still there?' }), false);
        expect(next).toMatchObject({ status: 201, data: { message: 'Message sent successfully' } });
      } finally {
        agent.destroy();
      }
    });

    it('answers a wrong method with 405 and says which to use', async () => {
      const r = await call('GET', '/acn/donation/newDonation');
      expect(r.status).toBe(405);
      expect(r.data).toMatch(/POST/);
    });

    it('refuses a NUL byte or a text-direction override in any text field with 400 naming the field, never 500', async () => {
      const nul = await call('POST', '/acn/donation/newDonation', {
        ...person(),
        country: 'Gh\u0000ana',
        donationType: 'Books',
      });
      expect(nul).toMatchObject({ status: 400, data: 'Country must not contain control or text-direction characters' });
      const bidi = await call('POST', '/suscribe/addSuscriber', { email: 'a\u202Eb@example.com', website: 'acn' });
      expect(bidi).toMatchObject({ status: 400, data: 'Email must not contain control or text-direction characters' });
    });

    it('refuses text holding half of a character (a lone surrogate) with 400 naming the field, and stores nothing', async () => {
      for (const broken of ['a\ud800b', 'a\udc00', '\ud83d']) {
        const r = await call('POST', '/acn/donation/newDonation', {
          ...person(),
          country: `Ghana ${broken}`,
          donationType: 'Books',
        });
        expect(r).toMatchObject({
          status: 400,
          data: 'Country must be well-formed text: it holds half of a character',
        });
      }
      const whole = await call('POST', '/acn/donation/newDonation', {
        ...person(),
        country: 'Ghana \ud83c\uddec\ud83c\udded',
        donationType: 'Books',
      });
      expect(whole.status).toBe(201);
    });

    it('answers a malformed percent-escape in the path with 400', async () => {
      const r = await call('GET', '/acn/story/getUserAStory/%E0%A4%A');
      expect(r.status).toBe(400);
      expect(r.type).toContain('application/json');
    });

    it('answers a malformed id with 400, not 500', async () => {
      const r = await call('GET', '/acn/story/getUserAStory/' + encodeURIComponent('bad id!'));
      expect(r.status).toBe(400);
    });
  });

  describe('newsletter and waitlist', () => {
    ownServer()('stores a newsletter subscriber per website', async () => {
      const email = unique('news');
      const r = await call('POST', '/suscribe/addSuscriber', { email, website: 'acn' });
      expect(r.status).toBe(201);
      expect(typeof r.data).toBe('string');
      expect(await row('select website from subscribers where email = ?', email)).toEqual({ website: 'acn' });
    });

    ownServer()('accepts eduafricawaitlist and keeps waitlist sign-ups apart from subscribers', async () => {
      const email = unique('wait');
      const r = await call('POST', '/suscribe/addSuscriber', { email, website: 'eduafricawaitlist' });
      expect(r.status).toBe(201);
      expect(await row('select email from waitlist where email = ?', email)).toEqual({ email });
      expect(await row('select email from subscribers where email = ?', email)).toBeUndefined();
    });

    ownServer()(
      'confirms and unsubscribes the subscriber an e-mail link names; a token not signed for it changes nothing',
      async () => {
        const email = unique('link');
        await call('POST', '/suscribe/addSuscriber', { email, website: 'arewahub' });
        const { id } = (await row<{ id: string }>('select id from subscribers where email = ?', email))!;
        process.env.AUTH_SECRET = SIGNING_SECRET;
        const { signToken } = await import('@/lib/mail/links');
        // 0 or 1 (SQLite) and false or true (PostgreSQL) alike.
        const state = async () => {
          const r = (await row<{ confirmed_at: string | null; unsubscribed_at: string | null }>(
            'select confirmed_at, unsubscribed_at from subscribers where id = ?',
            id,
          ))!;
          return { confirmed: r.confirmed_at !== null, unsubscribed: r.unsubscribed_at !== null };
        };

        const forged = await call('POST', '/suscribe/confirm', { token: `${id}.AAAAAAAAAAAAAAAAAAAAAA` });
        expect([forged.status, forged.data]).toEqual([404, 'This link is not valid. Nothing was changed.']);
        // A confirmation's token does not unsubscribe.
        expect((await call('POST', '/suscribe/unsubscribe', { token: signToken('confirm', id) })).status).toBe(404);
        expect(await state()).toEqual({ confirmed: false, unsubscribed: false });

        const confirmed = await call('POST', '/suscribe/confirm', { token: signToken('confirm', id) });
        expect([confirmed.status, confirmed.data]).toEqual([
          200,
          { message: 'Subscription confirmed', website: 'arewahub' },
        ]);
        const gone = await call('POST', '/suscribe/unsubscribe', { token: signToken('unsubscribe', id) });
        expect([gone.status, gone.data]).toEqual([200, { message: 'Unsubscribed', website: 'arewahub' }]);
        expect(await state()).toEqual({ confirmed: true, unsubscribed: true });
      },
    );

    it('answers subscribing twice exactly like the first time, so nobody learns who is on the list', async () => {
      const email = unique('twice');
      const first = await call('POST', '/suscribe/addSuscriber', { email, website: 'educonnect' });
      const again = await call('POST', '/suscribe/addSuscriber', { email, website: 'educonnect' });
      expect(first.status).toBe(201);
      expect(again).toEqual(first);
    });

    it('names the field when the website or e-mail is wrong', async () => {
      expect((await call('POST', '/suscribe/addSuscriber', { email: unique('w'), website: 'myspace' })).data).toMatch(
        /^Website must be one of/,
      );
      const bad = await call('POST', '/suscribe/addSuscriber', { email: 'not-an-email', website: 'acn' });
      expect(bad.status).toBe(400);
      expect(bad.data).toBe('Email must be a valid e-mail address');
    });
  });

  describe('testimonies', () => {
    it.each(['eduafrica', 'arewahub', 'acn'])('lists the approved testimonies of section %s', async (section) => {
      const r = await call('GET', `/testimony/getSectionActiveTestimonies/${section}`);
      expect(r.status).toBe(200);
      expect(r.data.length).toBeGreaterThanOrEqual(5);
      for (const t of r.data)
        expect(t).toMatchObject({ website: section, testimony: expect.any(String), firstName: expect.any(String) });
    });

    it('never returns a pending or blocked testimony', async () => {
      for (const route of ['/testimony/getSectionActiveTestimonies/acn', '/testimony/getActiveTestimonies']) {
        const texts = (await call('GET', route)).data.map((t: { testimony: string }) => t.testimony).join('\n');
        expect(texts).not.toMatch(/must not be shown/);
      }
    });

    it('refuses an unknown section with 400', async () => {
      expect((await call('GET', '/testimony/getSectionActiveTestimonies/myspace')).status).toBe(400);
    });

    ownServer()('stores a new testimony as pending, hidden until an admin approves it', async () => {
      const testimony = `The reading festival was wonderful ${Date.now()}`;
      const r = await call('POST', '/testimony/newTestimony', {
        firstName: 'Ada',
        lastName: 'Obi',
        position: 'Teacher',
        website: 'acn',
        testimony,
      });
      expect(r.status).toBe(201);
      expect(await row('select status from testimonies where testimony = ?', testimony)).toEqual({ status: 'pending' });
      const listed = async () =>
        (await call('GET', '/testimony/getSectionActiveTestimonies/acn')).data.some(
          (t: { testimony: string }) => t.testimony === testimony,
        );
      expect(await listed()).toBe(false);

      const id = r.data.id as string;
      const staff = { authorization: `Bearer ${ADMIN_TOKEN}` };
      expect((await call('GET', '/admin/testimonies?status=pending')).status).toBe(401);
      const pending = await call('GET', '/admin/testimonies?status=pending', undefined, staff);
      expect(pending.data.map((t: { _id: string }) => t._id)).toContain(id);

      // The page that shows the network's testimonies is rendered and cached before the approval.
      expect(await page('/acn/home')).not.toContain(testimony);
      const anonymous = await call('POST', `/admin/testimonies/${id}/status`, { status: 'approved' });
      expect(anonymous.status).toBe(401);
      expect(await listed()).toBe(false);

      const approved = await call('POST', `/admin/testimonies/${id}/status`, { status: 'approved' }, staff);
      expect(approved.status).toBe(200);
      expect(await listed()).toBe(true);
      // Written by the console's own store function: one audit entry, naming the token.
      expect(
        await row(
          'select cast(count(*) as integer) as n from audit_log where staff_id = ? and subject like ?',
          'token',
          `testimony ${id} %`,
        ),
      ).toEqual({
        n: 1,
      });
      // The approval expired the page's cached data: it shows on the next loads, not 60 seconds later.
      expect(await pageShows('/acn/home', testimony)).toBe(true);
    });

    it('names the missing field of a testimony', async () => {
      const r = await call('POST', '/testimony/newTestimony', {
        firstName: 'Ada',
        lastName: 'Obi',
        website: 'acn',
        testimony: 'Hi',
      });
      expect(r.status).toBe(400);
      expect(r.data).toBe('Occupation is required');
    });
  });

  describe('teams', () => {
    it.each([
      ['/educonnect/team/getAllTeam', 6],
      ['/acn/team/getAllTeam', 6],
      ['/acn/ambassdor/getAllTeam', 8],
      ['/eduafrica/team/getAllTeam', 6],
      ['/arewahub/team/getAllTeam', 6],
    ])('%s lists active members', async (route, min) => {
      const r = await call('GET', route);
      expect(r.status).toBe(200);
      expect(r.data.length).toBeGreaterThanOrEqual(min);
      expect(r.data[0]).toMatchObject({
        firstName: expect.any(String),
        lastName: expect.any(String),
        position: expect.any(String),
        image: expect.any(String),
      });
      expect(r.data.some((m: { twitterHandle?: string }) => m.twitterHandle)).toBe(true);
    });

    it('refuses to add a team member without the admin token', async () => {
      const r = await call('POST', '/admin/team/educonnect', {
        firstName: 'Eve',
        lastName: 'Intruder',
        position: 'None',
      });
      expect(r.status).toBe(401);
      const names = (await call('GET', '/educonnect/team/getAllTeam')).data.map(
        (m: { lastName: string }) => m.lastName,
      );
      expect(names).not.toContain('Intruder');
    });

    ownServer()('adds a team member with the admin token', async () => {
      const r = await call(
        'POST',
        '/admin/team/arewahub',
        { firstName: 'Nafisa', lastName: 'Kabir', position: 'Volunteer' },
        { authorization: `Bearer ${ADMIN_TOKEN}` },
      );
      expect(r.status).toBe(201);
      expect(await row('select team from team_members where last_name = ?', 'Kabir')).toEqual({ team: 'arewahub' });
      expect(
        await row(
          'select cast(count(*) as integer) as n from audit_log where staff_id = ? and subject = ?',
          'token',
          `arewahub ${r.data._id}: Nafisa Kabir`,
        ),
      ).toEqual({ n: 1 });
    });
  });

  describe('contact forms', () => {
    it.each(['/educonnect', '/acn', '/eduafrica', '/arewaHub', '/arewahub'])(
      '%s/contactUs/sendMessage answers {} with 400 naming a field',
      async (arm) => {
        const r = await call('POST', `${arm}/contactUs/sendMessage`, {});
        expect(r.status).toBe(400);
        expect(r.data).toBe('First name is required');
      },
    );

    ownServer().each([
      ['/educonnect', 'educonnect'],
      ['/eduafrica', 'eduafrica'],
      ['/arewaHub', 'arewahub'],
      ['/arewahub', 'arewahub'],
      ['/acn', 'acn'],
    ])('%s stores the message durably before answering 201', async (prefix, arm) => {
      const message = `Hello from the contract suite ${Math.random()}`;
      const r = await call('POST', `${prefix}/contactUs/sendMessage`, { ...person(), message });
      expect(r.status).toBe(201);
      expect(r.data).toMatchObject({ message: expect.any(String), id: expect.any(String) });
      expect(await row('select arm, message from contact_messages where id = ?', r.data.id)).toEqual({ arm, message });
    });

    it('names the field of a bad e-mail or phone number', async () => {
      expect((await call('POST', '/educonnect/contactUs/sendMessage', { ...person('nope'), message: 'x' })).data).toBe(
        'Email must be a valid e-mail address',
      );
      expect(
        (await call('POST', '/educonnect/contactUs/sendMessage', { ...person(), phoneNumber: 'call me', message: 'x' }))
          .data,
      ).toMatch(/^Phone number must/);
      expect((await call('POST', '/educonnect/contactUs/sendMessage', { ...person() })).data).toBe(
        'Message is required',
      );
    });

    ownServer()('takes a partnership enquiry with reason and no message', async () => {
      const { phoneNumber: _p, ...who } = person();
      const r = await call('POST', '/acn/contactUs/sendMessage', { ...who, reason: 'School partnership' });
      expect(r.status).toBe(201);
      expect(await row('select reason, message from contact_messages where id = ?', r.data.id)).toEqual({
        reason: 'School partnership',
        message: '',
      });
    });

    it('validates the enquiry e-mail on the server', async () => {
      const r = await call('POST', '/acn/contactUs/sendMessage', {
        firstName: 'A',
        lastName: 'B',
        email: 'plain text',
        reason: 'Partnership',
      });
      expect(r.status).toBe(400);
      expect(r.data).toBe('Email must be a valid e-mail address');
    });
  });

  describe('FAQ', () => {
    ownServer()(
      'a question staff add shows on the FAQ page on its next load; without the token it is refused',
      async () => {
        const question = `Can schools borrow the reading kits? ${Date.now()}`;
        expect(await page('/faq')).not.toContain(question);
        const refused = await call('POST', '/admin/faq/educonnect', { question, answer: 'Yes.' });
        expect(refused.status).toBe(401);
        const added = await call(
          'POST',
          '/admin/faq/educonnect',
          { question, answer: 'Yes, for a term at a time.' },
          { authorization: `Bearer ${ADMIN_TOKEN}` },
        );
        expect(added.status).toBe(201);
        expect(added.data).toMatchObject({ question, active: true });
        expect(
          await row(
            'select cast(count(*) as integer) as n from audit_log where staff_id = ? and subject like ?',
            'token',
            `educonnect faq % ${question}`,
          ),
        ).toEqual({ n: 1 });
        expect(await pageShows('/faq', question)).toBe(true);
      },
    );

    ownServer()('a question carries its translations once staff have saved them', async () => {
      const question = `Is there a French version? ${Date.now()}`;
      const added = await call(
        'POST',
        '/admin/faq/educonnect',
        { question, answer: 'Yes.' },
        { authorization: `Bearer ${ADMIN_TOKEN}` },
      );
      expect(added.status).toBe(201);
      const id: string = added.data._id;
      expect(added.data.translations).toEqual({});
      // Saved as the console saves it: through the translations service, into the database the app reads.
      const saved = spawnSync(
        process.execPath,
        [
          '-r',
          'esbuild-register',
          'tests/contract/translate.ts',
          JSON.stringify({
            kind: 'faq',
            id,
            locale: 'fr',
            fields: { question: 'Existe-t-il une version française ?', answer: 'Oui.' },
          }),
        ],
        {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, DATA_DIR: server.dataDir!, DATABASE_URL: databaseUrl ?? '' },
          encoding: 'utf8',
        },
      );
      expect(saved.stderr).toBe('');
      expect(saved.status).toBe(0);
      const read = await call('GET', '/educonnect/faq/getAllFaq');
      const faq = read.data[0].faqs.find((f: Wire) => f._id === id);
      expect(faq).toMatchObject({
        question,
        translations: { fr: { question: 'Existe-t-il une version française ?', answer: 'Oui.' } },
      });
      expect(
        await row(
          'select cast(count(*) as integer) as n from audit_log where action = ? and subject like ?',
          'faq translated',
          `faq ${id} into fr %`,
        ),
      ).toEqual({ n: 1 });
    });

    it('answers a list of records for the group', async () => {
      const r = await call('GET', '/educonnect/faq/getAllFaq');
      expect(Array.isArray(r.data)).toBe(true);
      expect(r.data[0].faqs.length).toBeGreaterThanOrEqual(6);
    });

    it.each(['acn', 'arewahub'])('answers one record for %s', async (site) => {
      const r = await call('GET', `/${site}/faq/getAllFaq`);
      expect(r.data.faqs.length).toBeGreaterThanOrEqual(6);
      expect(r.data.faqs[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String), active: true });
    });
  });

  describe('products and orders', () => {
    it('lists active books and beads, filtered by productForm', async () => {
      const all = (await call('GET', '/arewahub/product/fetchProducts')).data;
      const books = (await call('GET', '/arewahub/product/fetchProducts?productForm=book')).data;
      const beads = (await call('GET', '/arewahub/product/fetchProducts?productForm=bead')).data;
      expect(all.length).toBeGreaterThanOrEqual(16);
      expect(books.length).toBeGreaterThanOrEqual(8);
      expect(beads.length).toBeGreaterThanOrEqual(8);
      expect(books.every((p: { productForm: string }) => p.productForm === 'book')).toBe(true);
      expect(beads.every((p: { productForm: string }) => p.productForm === 'bead')).toBe(true);
      expect(new Set(all.map((p: { priceCurrency: string }) => p.priceCurrency))).toEqual(
        new Set(['NGN', 'GHS', 'USD']),
      );
      expect(all.map((p: { productId: string }) => p.productId)).not.toContain('AHBK0099');
    });

    it('reads one product at both paths, and 404s an unknown or retired one', async () => {
      expect((await call('GET', '/arewahub/product/fetchProducts/AHBK0001')).data).toMatchObject({
        productId: 'AHBK0001',
        price: 4500,
        priceCurrency: 'NGN',
      });
      expect((await call('GET', '/arewahub/product/product/AHBK0001')).status).toBe(200);
      expect((await call('GET', '/arewahub/product/fetchProducts/NOPE0000')).status).toBe(404);
      expect((await call('GET', '/arewahub/product/fetchProducts/AHBK0099')).status).toBe(404);
    });

    const order = (items: { id: string; quantity: unknown }[], quantity: unknown = 1) => ({
      customerName: 'Ama Mensah',
      customerEmail: unique('order'),
      phoneNumber: '+234 803 123 4567',
      quantity,
      items,
    });

    ownServer()('prices an order on the server and returns its id', async () => {
      const r = await call('POST', '/arewahub/orders/newOrder', order([{ id: 'AHBK0002', quantity: 3 }], 3));
      expect(r.status).toBe(201);
      expect(r.data).toMatchObject({
        message: expect.any(String),
        orderId: expect.stringMatching(/^[A-Z0-9]{8}$/),
        amount: 9000,
        currency: 'NGN',
      });
      expect(await row('select amount_minor, currency, quantity from orders where id = ?', r.data.orderId)).toEqual({
        amount_minor: 900000,
        currency: 'NGN',
        quantity: 3,
      });
      expect(await row('select product_id, quantity from order_items where order_id = ?', r.data.orderId)).toEqual({
        product_id: 'AHBK0002',
        quantity: 3,
      });
    });

    it('accepts a quantity typed as text', async () => {
      const r = await call('POST', '/arewahub/orders/newOrder', order([{ id: 'AHBD0001', quantity: '2' }], '2'));
      expect(r.status).toBe(201);
    });

    it.each([0, -1, 1.5, 'abc', 1001, ''])('refuses quantity %p with a clear message', async (q) => {
      const r = await call('POST', '/arewahub/orders/newOrder', order([{ id: 'AHBK0002', quantity: q }], q));
      expect(r.status).toBe(400);
      expect(r.data).toBe('Quantity must be a whole number from 1 to 1,000');
    });

    it('rejects an unknown product by name', async () => {
      const r = await call(
        'POST',
        '/arewahub/orders/newOrder',
        order([
          { id: 'AHBK0002', quantity: 1 },
          { id: 'ZZZZ9999', quantity: 1 },
        ]),
      );
      expect(r.status).toBe(400);
      expect(r.data).toBe('Unknown product: ZZZZ9999');
    });

    it('rejects an inactive product by name', async () => {
      const r = await call('POST', '/arewahub/orders/newOrder', order([{ id: 'AHBK0099', quantity: 1 }]));
      expect(r.status).toBe(400);
      expect(r.data).toBe('Out of Print Almanac is no longer available');
    });

    it('rejects an order without items', async () => {
      const r = await call('POST', '/arewahub/orders/newOrder', order([]));
      expect(r.status).toBe(400);
      expect(r.data).toBe('Items must name at least one product');
    });
  });

  describe('crafts membership (multipart)', () => {
    const fields = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        firstName: 'Aisha',
        lastName: 'Lawal',
        mobileNumber: '+234 803 000 1111',
        email: unique('craft'),
        location: 'Zaria',
        bussinessName: 'Aisha Beads',
        craftType: 'Beadwork',
        experienceLevel: 'Intermediate',
      }))
        f.append(k, v);
      return f;
    };
    const png = () =>
      new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), new Uint8Array(64)], { type: 'image/png' });

    ownServer()('stores a membership without files', async () => {
      const r = await call('POST', '/arewahub/becomeAMember/newMember', fields());
      expect(r.status).toBe(201);
      expect(await row('select business_name, certificate_path from craft_members where id = ?', r.data.id)).toEqual({
        business_name: 'Aisha Beads',
        certificate_path: null,
      });
    });

    ownServer()(
      'stores the certificate and artworks: on disk with SQLite, in the database with PostgreSQL (every instance serves them)',
      async () => {
        const f = fields();
        f.append('certificateImage', png(), 'certificate.png');
        f.append('artWorkGallery[]', png(), 'art1.png');
        f.append('artWorkGallery[]', png(), 'art2.png');
        const r = await call('POST', '/arewahub/becomeAMember/newMember', f);
        expect(r.status).toBe(201);
        const saved = (await row<{ certificate_path: string; artwork_paths: string }>(
          'select certificate_path, artwork_paths from craft_members where id = ?',
          r.data.id,
        ))!;
        const paths = [saved.certificate_path, ...(JSON.parse(saved.artwork_paths) as string[])];
        expect(paths).toHaveLength(3);
        for (const stored of paths) {
          if (databaseUrl)
            expect(await row('select length(bytes) as n from stored_files where path = ?', stored)).toEqual({ n: 80 });
          else expect(fs.statSync(path.join(server.dataDir!, stored)).size).toBe(80);
        }
      },
    );

    it('refuses a file that is not an image, whatever its declared type', async () => {
      const f = fields();
      f.append('certificateImage', new Blob(['<?php echo 1; ?>'], { type: 'image/png' }), 'cert.png');
      const r = await call('POST', '/arewahub/becomeAMember/newMember', f);
      expect(r.status).toBe(400);
      expect(r.data).toMatch(/must be a JPEG, PNG or WebP image/);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const f = fields();
      f.append(
        'artWorkGallery[]',
        new Blob([Buffer.from('89504e470d0a1a0a', 'hex'), new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }),
        'big.png',
      );
      const r = await call('POST', '/arewahub/becomeAMember/newMember', f);
      expect(r.status).toBe(413);
    });

    it('names a missing required field', async () => {
      const f = fields();
      f.delete('mobileNumber');
      const r = await call('POST', '/arewahub/becomeAMember/newMember', f);
      expect(r.status).toBe(400);
      expect(r.data).toBe('Mobile number is required');
    });
  });

  describe('donations', () => {
    ownServer()('stores a donation request and returns its id', async () => {
      const r = await call('POST', '/acn/donation/newDonation', {
        ...person(),
        country: 'Ghana',
        donationType: '$25 solar lamp',
      });
      expect(r.status).toBe(201);
      expect(r.data.donationId).toMatch(/^[A-Z0-9]{8}$/);
      expect(await row('select donation_type from donations where id = ?', r.data.donationId)).toEqual({
        donation_type: '$25 solar lamp',
      });
    });

    it('names the missing field', async () => {
      const r = await call('POST', '/acn/donation/newDonation', { ...person(), donationType: 'Monthly' });
      expect(r.status).toBe(400);
      expect(r.data).toBe('Country is required');
    });
  });

  describe('gifts given online', () => {
    const gift = (fields: Record<string, unknown> = {}) => ({
      frequency: 'once',
      currency: 'NGN',
      amount: '2500',
      name: 'Ama Mensah',
      email: unique('giver'),
      listed: true,
      ...fields,
    });
    const naira = (t: Wire) =>
      (t.totals as { currency: string; amountMinor: number }[]).find((x) => x.currency === 'NGN')?.amountMinor ?? 0;

    ownServer()(
      'starts a gift at the provider, and counts it in the totals once its webhook says it is paid',
      async () => {
        const before = (await call('GET', '/acn/gifts/totals')).data;
        const started = await call('POST', '/acn/gifts/start', gift({ amount: '2,500.50' }));
        expect(started.status).toBe(201);
        expect(started.data.checkoutUrl).toMatch(new RegExp(`^${paystack.url}/checkout/`));
        const status = `/acn/gifts/status/${started.data.reference}`;
        expect((await call('GET', status)).data).toEqual({
          reference: started.data.reference,
          status: 'pending',
          frequency: 'once',
          currency: 'NGN',
          amountMinor: 250050,
        });
        await paystack.pay(started.data.reference, { channel: 'card' });
        expect((await call('GET', status)).data.status).toBe('paid');
        const after = (await call('GET', '/acn/gifts/totals')).data;
        expect(naira(after) - naira(before)).toBe(250050);
        expect(after.givers - before.givers).toBe(1);
      },
    );

    ownServer()(
      'answers a webhook whose signature does not hold 401, one for an unknown reference 200, and a too large one 413',
      async () => {
        const body = JSON.stringify({
          event: 'charge.success',
          data: { reference: 'nobody-made-this', status: 'success', amount: 100, currency: 'NGN' },
        });
        const send = (signature: string) =>
          fetch(`${server.api}/payments/paystack/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
            body,
          });
        expect((await send(signBody(body, 'sk_test_someone_else'))).status).toBe(401);
        expect((await send(signBody(body, PAYSTACK_KEY))).status).toBe(200);
        expect((await call('GET', '/acn/gifts/status/nobody-made-this')).status).toBe(404);
        // A body larger than any event is not read, signed or not.
        const large = JSON.stringify({ event: 'charge.success', data: { padding: 'x'.repeat(300 * 1024) } });
        const refused = await fetch(`${server.api}/payments/paystack/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signBody(large, PAYSTACK_KEY) },
          body: large,
        });
        expect([refused.status, await refused.text()]).toEqual([413, '']);
      },
    );

    ownServer()('verifies a gift when the donor comes back, and sends them on to the thank-you page', async () => {
      paystack.settings.webhook = 'none';
      try {
        const started = await call('POST', '/acn/gifts/start', gift({ locale: 'fr', currency: 'USD', amount: '5' }));
        expect(paystack.transactions.get(started.data.reference)!.callback_url).toMatch(
          /\/fr\/acn\/how-to-help\/donate\/return$/,
        );
        const back = await paystack.pay(started.data.reference, { channel: 'mobile_money' });
        const res = await fetch(back.replace(/^https?:\/\/[^/]+/, server.api.replace(/\/api$/, '')), {
          redirect: 'manual',
        });
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(
          `/fr/acn/how-to-help/donate/thanks?reference=${started.data.reference}`,
        );
        expect((await call('GET', `/acn/gifts/status/${started.data.reference}`)).data.status).toBe('paid');
      } finally {
        paystack.settings.webhook = 'now';
      }
    });

    ownServer()('names what is wrong with an amount or a currency', async () => {
      const refused = async (fields: Record<string, unknown>) =>
        (await call('POST', '/acn/gifts/start', gift(fields))).data;
      expect(await refused({ amount: 'lots' })).toBe('amount: Enter the amount as a number, such as 5000 or 25.50');
      expect(await refused({ amount: '10' })).toBe('The smallest gift in NGN is 100');
      expect(await refused({ currency: 'USD', amount: '1000000' })).toBe(
        'The largest gift online in USD is 10000: for more, please give by bank transfer',
      );
      expect(await refused({ currency: 'EUR' })).toBe(
        'currency: Choose the currency of your gift: naira (NGN), cedi (GHS) or dollars (USD)',
      );
    });
  });

  describe('volunteers, members and champions', () => {
    const forms = {
      '/educonnect/volunteer/becomeAVolunteer': { message: 'I can teach maths on Saturdays.' },
      '/educonnect/member/becomeAMember': { message: 'I share the mission.' },
      '/educonnect/champion/becomeAChampion': {
        reasonToBecomeAChampion: 'To lead a reading club',
        currentProject: 'Homework club',
        pastProject: 'Book drive',
        isCommitted: true,
      },
    };

    it.each(Object.entries(forms))(
      '%s stores a repeat application like the first, without telling that the e-mail is on file',
      async (route, extra) => {
        const email = unique('apply');
        const first = await call('POST', route, { ...person(email), ...extra });
        expect(first.status).toBe(201);
        if (query) expect(await row('select email from applications where id = ?', first.data.id)).toEqual({ email });
        const again = await call('POST', route, { ...person(email), ...extra });
        expect(again.status).toBe(201);
        expect(again.data.message).toBe(first.data.message);
        expect(await row('select cast(count(*) as integer) as n from applications where email = ?', email)).toEqual({
          n: 2,
        });
      },
    );

    it('accepts a volunteer without a skill', async () => {
      const r = await call('POST', '/educonnect/volunteer/becomeAVolunteer', {
        ...person(),
        message: 'Happy to help.',
      });
      expect(r.status).toBe(201);
    });

    it('refuses a champion who has not committed', async () => {
      const r = await call('POST', '/educonnect/champion/becomeAChampion', {
        ...person(),
        ...forms['/educonnect/champion/becomeAChampion'],
        isCommitted: false,
      });
      expect(r.status).toBe(400);
      expect(r.data).toMatch(/must commit to representing/);
    });
  });

  describe('news and stories', () => {
    it('lists published news, newest first', async () => {
      const r = await call('GET', '/acn/newsAndUpdates/getUserAllNewsAndUpdates');
      expect(r.data.length).toBeGreaterThanOrEqual(8);
      expect(r.data[0]).toMatchObject({
        _id: expect.any(String),
        title: expect.any(String),
        post: expect.stringContaining('<h2>'),
        category: expect.any(Array),
        writers: expect.any(Array),
      });
      const dates = r.data.map((n: { createdAt: string }) => n.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(r.data.map((n: { title: string }) => n.title)).not.toContain('Draft: not yet published');
    });

    it('reads one news item; 403 for an unpublished one; 404 for an unknown one', async () => {
      const first = (await call('GET', '/acn/newsAndUpdates/getUserAllNewsAndUpdates')).data[0];
      expect((await call('GET', `/acn/newsAndUpdates/getUserANewsAndUpdates/${first._id}`)).data.title).toBe(
        first.title,
      );
      expect((await call('GET', '/acn/newsAndUpdates/getUserANewsAndUpdates/665f1a2b3c4d5e6f70810099')).status).toBe(
        403,
      );
      expect((await call('GET', '/acn/newsAndUpdates/getUserANewsAndUpdates/000000000000000000000000')).status).toBe(
        404,
      );
    });

    it('lists stories with their text in post, and hides a blocked one', async () => {
      const r = await call('GET', '/acn/story/getUserAllStories');
      expect(r.data.length).toBeGreaterThanOrEqual(8);
      expect(r.data[0]).toMatchObject({ id: expect.any(String), post: expect.stringContaining('<ul>') });
      expect((await call('GET', `/acn/story/getUserAStory/${r.data[0].id}`)).status).toBe(200);
      expect((await call('GET', '/acn/story/getUserAStory/STY00099')).status).toBe(403);
      expect((await call('GET', '/acn/story/getUserAStory/NOPE')).status).toBe(404);
    });
  });

  describe('events', () => {
    it('splits future and past events at now', async () => {
      const now = Date.now();
      const future = (await call('GET', '/arewahub/events/getFutureEvents')).data;
      const past = (await call('GET', '/arewahub/events/getPastEvents')).data;
      const all = (await call('GET', '/arewahub/events/getEvents')).data;
      expect(future.length).toBeGreaterThanOrEqual(4);
      expect(past.length).toBeGreaterThanOrEqual(4);
      expect(all.length).toBe(future.length + past.length);
      expect(future.every((e: { eventDate: string }) => Date.parse(e.eventDate) >= now)).toBe(true);
      expect(past.every((e: { eventDate: string }) => Date.parse(e.eventDate) < now)).toBe(true);
    });

    it('reads one event with speakers, schedule and a gallery of four or more', async () => {
      const [first] = (await call('GET', '/arewahub/events/getFutureEvents')).data;
      const r = await call('GET', `/arewahub/events/getEvent/${first.eventId}`);
      expect(r.data).toMatchObject({
        eventName: first.eventName,
        schedule: expect.stringContaining('<li>'),
        registerUrl: expect.stringMatching(/^https:/),
      });
      expect(r.data.speakers.length).toBeGreaterThan(0);
      expect(r.data.eventGallery.length).toBeGreaterThanOrEqual(4);
      expect((await call('GET', '/arewahub/events/getEvent/NOPE0000')).status).toBe(404);
    });
  });

  describe('Idempotency-Key', () => {
    const newKey = () => `contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const stored = (email: string) =>
      row('select cast(count(*) as integer) as n from contact_messages where email = ?', email);

    ownServer()('stores a message sent twice with one key once, and answers the copy the first reply', async () => {
      const [key, email] = [newKey(), unique('idem')];
      const body = { ...person(email), message: 'Sent twice over a weak connection.' };
      const first = await call('POST', '/educonnect/contactUs/sendMessage', body, { 'idempotency-key': `"${key}"` });
      const again = await call('POST', '/educonnect/contactUs/sendMessage', body, { 'idempotency-key': `"${key}"` });
      expect(first.status).toBe(201);
      expect(again).toEqual(first);
      expect(await stored(email)).toEqual({ n: 1 });
    });

    ownServer()('refuses the key sent again with another message with 422, and stores nothing', async () => {
      const [key, email] = [newKey(), unique('idem')];
      const headers = { 'idempotency-key': key };
      await call('POST', '/educonnect/contactUs/sendMessage', { ...person(email), message: 'First.' }, headers);
      const other = await call(
        'POST',
        '/educonnect/contactUs/sendMessage',
        { ...person(email), message: 'Other.' },
        headers,
      );
      expect(other.status).toBe(422);
      expect(other.data).toMatch(/Idempotency-Key was already used/);
      expect(await stored(email)).toEqual({ n: 1 });
    });

    ownServer()('refuses a malformed key with 400', async () => {
      const r = await call(
        'POST',
        '/educonnect/contactUs/sendMessage',
        { ...person(), message: 'Hi' },
        {
          'idempotency-key': 'too short',
        },
      );
      expect(r.status).toBe(400);
      expect(r.data).toMatch(/Idempotency-Key header must be/);
    });
  });

  describe('the whole contract', () => {
    it('has called every endpoint of the table', () => {
      // Against another server the staff endpoints are not ours to call.
      const expected = (Object.keys(endpoints) as EndpointName[]).filter(
        (n) => !(process.env.CONTRACT_API_URL && (endpoints[n].admin || endpoints[n].own)),
      );
      expect(expected.filter((n) => !called.has(n))).toEqual([]);
    });
  });
}
