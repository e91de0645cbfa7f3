import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type EndpointName, endpoints } from '../../lib/api/contract';
import { MALFORMED_KEY_MESSAGE, REUSED_KEY_MESSAGE } from '../../lib/api/idempotency';
import type * as dbModule from '../../lib/db/db';
import type * as formsModule from '../../lib/forms/submit-without-scripts';
import type * as gatewayModule from '../../lib/gateway/serve';
import type * as idempotencyModule from '../../lib/services/idempotency';
import type * as seedModule from '../../lib/seed/seed';
// Jest's next-intl (tests/support/next-intl-server.ts) adds a hook when loaded: loaded here, before the
// tests start, it is the one the no-script action finds when the suite loads it.
import 'next-intl/server';

/*
 * Every public submission is stored once per Idempotency-Key, however often it arrives: sent again with
 * the same key it is answered the first reply, status and body, and stores nothing; the same key with
 * something else is refused with 422; copies sent at the same moment make one record; a request without
 * a key is stored as it always was. Each submission of the contract table is checked, so that a new one
 * cannot be left out. A form posted without scripts has no key: the same post sent again makes one record.
 * Requests go through the gateway in this process (lib/gateway/serve.ts), as the /api route hands them on.
 * The test file mocks next/headers (the no-script action's request headers) with PAGE_HEADERS.
 */

type Services = {
  db: typeof dbModule;
  gateway: typeof gatewayModule;
  forms: typeof formsModule;
  keys: typeof idempotencyModule;
  seed: typeof seedModule;
};

/** Submissions a client may make in a minute: low, so that a test can reach it. */
const LIMIT = 4;

/** The no-script action's request: from this site's own page, from the client a test names. */
export const PAGE_HEADERS: Record<string, string> = { host: 'localhost', origin: 'http://localhost' };

interface Sample {
  name: EndpointName;
  what: string;
  route: string;
  /** What a form sends, told apart by `tag` (an e-mail address, or a testimony's text). */
  body: (tag: string) => object | FormData;
  /** How many records a body sent with `tag` made. */
  rows: (tag: string) => Promise<number>;
}

export function idempotencySuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  let s: Services;
  let dataDir: string;
  let productId: string;
  const stamp = Date.now().toString(36);
  let serial = 0;
  const tag = (name: string) => `${name}-${stamp}-${(serial++).toString(36)}@example.org`;
  const newClient = () => `198.51.100.7-${stamp}-${(serial++).toString(36)}`;
  const newKey = () => `test-key-${stamp}-${(serial++).toString(36)}-0123456789`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idempotency-'));
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      TRUSTED_IP_HEADER: 'x-test-client',
    });
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    s = {
      db: await import('../../lib/db/db'),
      gateway: await import('../../lib/gateway/serve'),
      forms: await import('../../lib/forms/submit-without-scripts'),
      keys: await import('../../lib/services/idempotency'),
      seed: await import('../../lib/seed/seed'),
    };
    const db = await s.db.getDb();
    await s.seed.seed(db);
    productId = (await db.selectFrom('products').select('id').where('active', '=', 1).executeTakeFirstOrThrow()).id;
  }, 60_000);

  afterAll(async () => {
    await s?.db.closeDb();
    // The rate limit's counters keep a pool of their own on PostgreSQL (lib/db/counters.ts).
    const { forgetOnce } = await import('../../lib/platform/process-once');
    await (await forgetOnce<{ end: () => Promise<void> }>('counter-pool'))?.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (table: string, column: string, value: string) => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(
      column,
    )} = ${value}`.execute(await s.db.getDb());
    return Number(rows[0]!.n);
  };

  const person = (email: string) => ({
    firstName: 'Ngozi',
    lastName: 'Okafor',
    email,
    phoneNumber: '+234 803 555 0101',
  });
  const testimony = (text: string) => `The reading club changed our village (${text}).`;
  const png = (fill: number) =>
    new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), new Uint8Array(64).fill(fill)], {
      type: 'image/png',
    });
  const membership = (email: string, picture = png(1)) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({
      firstName: 'Aisha',
      lastName: 'Lawal',
      mobileNumber: '+234 803 000 1111',
      email,
      location: 'Zaria',
      bussinessName: 'Aisha Beads',
      craftType: 'Beadwork',
      experienceLevel: 'Intermediate',
    }))
      f.append(k, v);
    f.append('certificateImage', picture, 'certificate.png');
    return f;
  };

  const SAMPLES: Sample[] = [
    {
      name: 'subscribe',
      what: 'a newsletter subscription',
      route: '/suscribe/addSuscriber',
      body: (email) => ({ email, website: 'acn' }),
      rows: (email) => count('subscribers', 'email', email),
    },
    {
      name: 'subscribe',
      what: 'a place on the waitlist',
      route: '/suscribe/addSuscriber',
      body: (email) => ({ email, website: 'eduafricawaitlist' }),
      rows: (email) => count('waitlist', 'email', email),
    },
    {
      name: 'newTestimony',
      what: 'a testimony',
      route: '/testimony/newTestimony',
      body: (text) => ({
        firstName: 'Ngozi',
        lastName: 'Okafor',
        position: 'Teacher',
        website: 'acn',
        testimony: testimony(text),
      }),
      rows: (text) => count('testimonies', 'testimony', testimony(text)),
    },
    {
      name: 'contact',
      what: 'a contact message',
      route: '/educonnect/contactUs/sendMessage',
      body: (email) => ({ ...person(email), message: 'A question about reading clubs.' }),
      rows: (email) => count('contact_messages', 'email', email),
    },
    {
      name: 'enquiry',
      what: 'a partnership enquiry',
      route: '/acn/contactUs/sendMessage',
      body: (email) => ({ firstName: 'Ngozi', lastName: 'Okafor', email, reason: 'A reading programme', message: '' }),
      rows: (email) => count('contact_messages', 'email', email),
    },
    {
      name: 'newOrder',
      what: 'an order',
      route: '/arewahub/orders/newOrder',
      body: (email) => ({
        customerName: 'Ngozi Okafor',
        customerEmail: email,
        phoneNumber: '+234 803 555 0101',
        quantity: 1,
        items: [{ id: productId, quantity: 1 }],
      }),
      rows: (email) => count('orders', 'customer_email', email),
    },
    {
      name: 'craftMember',
      what: 'a crafts membership with its certificate',
      route: '/arewahub/becomeAMember/newMember',
      body: (email) => membership(email),
      rows: (email) => count('craft_members', 'email', email),
    },
    {
      name: 'newDonation',
      what: 'a donation request',
      route: '/acn/donation/newDonation',
      body: (email) => ({ ...person(email), country: 'Ghana', donationType: 'School books' }),
      rows: (email) => count('donations', 'email', email),
    },
    {
      name: 'volunteer',
      what: 'a volunteer’s application',
      route: '/educonnect/volunteer/becomeAVolunteer',
      body: (email) => ({ ...person(email), message: 'To teach reading on Saturdays.' }),
      rows: (email) => count('applications', 'email', email),
    },
    {
      name: 'member',
      what: 'a member’s application',
      route: '/educonnect/member/becomeAMember',
      body: (email) => ({ ...person(email), message: 'A teacher in Zaria.' }),
      rows: (email) => count('applications', 'email', email),
    },
    {
      name: 'champion',
      what: 'a champion’s application',
      route: '/educonnect/champion/becomeAChampion',
      body: (email) => ({
        ...person(email),
        reasonToBecomeAChampion: 'Every child should read.',
        currentProject: 'A library in Kano.',
        pastProject: 'A school garden.',
        isCommitted: true,
      }),
      rows: (email) => count('applications', 'email', email),
    },
  ];

  interface Sent {
    status: number;
    body: string;
    replayed: string | null;
  }

  /** A post to /api as a page's scripted form makes it, from `client`, with `key` as its Idempotency-Key. */
  async function post(
    route: string,
    body: object | FormData,
    { key, client }: { key?: string; client: string },
  ): Promise<Sent> {
    const headers: Record<string, string> = { ...PAGE_HEADERS, 'x-test-client': client };
    if (key !== undefined) headers['idempotency-key'] = key;
    if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
    const reply = await s.gateway.serveApi(
      new Request(`http://localhost/api${route}`, {
        method: 'POST',
        headers,
        body: body instanceof FormData ? body : JSON.stringify(body),
      }),
    );
    return { status: reply.status, body: await reply.text(), replayed: reply.headers.get('idempotent-replayed') };
  }

  const message = (sent: Sent) => (JSON.parse(sent.body) as { data: unknown }).data;

  it('checks every public submission of the contract table', () => {
    const submissions = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].idempotent);
    expect([...new Set(SAMPLES.map((sample) => sample.name))].sort()).toEqual(submissions.sort());
  });

  describe.each(SAMPLES)('$what ($name)', ({ route, body, rows }) => {
    it('sent twice with one key is stored once, and the copy is answered the first reply', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('twice')];
      const first = await post(route, body(email), { key, client });
      const again = await post(route, body(email), { key, client });
      expect(first).toMatchObject({ status: 201, replayed: null });
      expect(again).toEqual({ status: first.status, body: first.body, replayed: 'true' });
      expect(await rows(email)).toBe(1);
    });

    it('sent with a key already used for something else is refused with 422, and stores nothing', async () => {
      const [client, key, email, other] = [newClient(), newKey(), tag('first'), tag('other')];
      expect((await post(route, body(email), { key, client })).status).toBe(201);
      const refused = await post(route, body(other), { key, client });
      expect(refused.status).toBe(422);
      expect(message(refused)).toBe(REUSED_KEY_MESSAGE);
      expect([await rows(email), await rows(other)]).toEqual([1, 0]);
    });

    it('sent three times at the same moment with one key is stored once, and every copy gets the one reply', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('together')];
      const sent = await Promise.all([1, 2, 3].map(() => post(route, body(email), { key, client })));
      expect(await rows(email)).toBe(1);
      expect(new Set(sent.map((r) => `${r.status} ${r.body}`)).size).toBe(1);
      expect(sent[0]!.status).toBe(201);
      expect(sent.filter((r) => r.replayed === null)).toHaveLength(1);
    });
  });

  describe('a key', () => {
    const contact = SAMPLES.find((sample) => sample.name === 'contact')!;

    it('is not needed: without one, each post is stored as it always was', async () => {
      const [client, email] = [newClient(), tag('keyless')];
      const first = await post(contact.route, contact.body(email), { client });
      const again = await post(contact.route, contact.body(email), { client });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).not.toBe(first.body);
      expect(await contact.rows(email)).toBe(2);
    });

    it('is refused with 400 when malformed, before anything is stored', async () => {
      const client = newClient();
      for (const key of ['short', 'x'.repeat(129), 'not a key at all, has spaces', 'colon:is-not-allowed-here']) {
        const email = tag('malformed');
        const refused = await post(contact.route, contact.body(email), { key, client });
        expect([key, refused.status, message(refused)]).toEqual([key, 400, MALFORMED_KEY_MESSAGE]);
        expect(await contact.rows(email)).toBe(0);
      }
    });

    it('is the same key sent as the draft writes it (quoted) or bare', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('quoted')];
      const first = await post(contact.route, contact.body(email), { key: `"${key}"`, client });
      const again = await post(contact.route, contact.body(email), { key, client });
      expect(again).toEqual({ status: 201, body: first.body, replayed: 'true' });
      expect(await contact.rows(email)).toBe(1);
    });

    it('is one endpoint’s: the same key names a new submission elsewhere', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('scoped')];
      const donation = SAMPLES.find((sample) => sample.name === 'newDonation')!;
      expect((await post(contact.route, contact.body(email), { key, client })).replayed).toBeNull();
      const elsewhere = await post(donation.route, donation.body(email), { key, client });
      expect(elsewhere).toMatchObject({ status: 201, replayed: null });
      expect([await contact.rows(email), await donation.rows(email)]).toEqual([1, 1]);
    });

    it('sent to another arm’s contact address with the same message is a different request: 422', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('arms')];
      expect((await post(contact.route, contact.body(email), { key, client })).status).toBe(201);
      const other = await post('/acn/contactUs/sendMessage', contact.body(email), { key, client });
      expect(other.status).toBe(422);
      expect(await contact.rows(email)).toBe(1);
    });

    it('with a crafts membership, covers its files: another picture under the same key is refused', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('files')];
      const route = '/arewahub/becomeAMember/newMember';
      expect((await post(route, membership(email, png(1)), { key, client })).status).toBe(201);
      expect((await post(route, membership(email, png(2)), { key, client })).status).toBe(422);
      expect(await count('craft_members', 'email', email)).toBe(1);
    });

    it('is kept only with a submission that was stored: a refused one may be corrected and sent with it', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('corrected')];
      const order = SAMPLES.find((sample) => sample.name === 'newOrder')!;
      const wrong = { ...order.body(email), items: [{ id: 'NOSUCH00', quantity: 1 }] };
      expect((await post(order.route, wrong, { key, client })).status).toBe(400);
      expect(await post(order.route, order.body(email), { key, client })).toMatchObject({
        status: 201,
        replayed: null,
      });
      expect(await order.rows(email)).toBe(1);
    });

    it('is forgotten after its lifetime: sent later, it makes a new submission', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('expired')];
      const first = await post(contact.route, contact.body(email), { key, client });
      const db = await s.db.getDb();
      await db
        .updateTable('idempotency_keys')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('key', '=', key)
        .execute();
      const later = await post(contact.route, contact.body(email), { key, client });
      expect(later).toMatchObject({ status: 201, replayed: null });
      expect(later.body).not.toBe(first.body);
      expect(await contact.rows(email)).toBe(2);
    });

    it('does not use up the limit when sent again: only what is stored counts', async () => {
      const [client, key, email] = [newClient(), newKey(), tag('limited')];
      expect((await post(contact.route, contact.body(email), { key, client })).status).toBe(201);
      // Twice the limit of copies: each is counted, answered the first reply, and its count given back.
      for (let i = 0; i < 2 * LIMIT; i++) {
        const again = await post(contact.route, contact.body(email), { key, client });
        expect([i, again.status, again.replayed]).toEqual([i, 201, 'true']);
      }
      // The limit still has room for the rest of its submissions, and no more.
      for (let i = 1; i < LIMIT; i++)
        expect((await post(contact.route, contact.body(tag('more')), { client })).status).toBe(201);
      expect((await post(contact.route, contact.body(tag('one-too-many')), { client })).status).toBe(429);
      expect(await contact.rows(email)).toBe(1);
    });
  });

  describe('a form posted without scripts', () => {
    /** The group's contact form as a browser posts it without scripts. */
    function contactForm(email: string, text: string): FormData {
      const data = new FormData();
      const fields = { _form: 'contact', _page: '/contact', _arm: 'educonnect', ...person(email), message: text };
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    }

    /** Posts it, as a browser without scripts would, from `client`: sent, the action redirects to the page's notice. */
    async function postWithoutScripts(data: FormData, client: string) {
      PAGE_HEADERS['x-test-client'] = client;
      await expect(s.forms.submitWithoutScripts(null, data)).rejects.toMatchObject({
        digest: expect.stringContaining('/contact#sent-contact'),
      });
    }

    it('has no key, yet the same post sent again (a double tap, a resend) is stored once', async () => {
      const [client, email] = [newClient(), tag('no-script')];
      await postWithoutScripts(contactForm(email, 'Sent from a phone without scripts.'), client);
      await postWithoutScripts(contactForm(email, 'Sent from a phone without scripts.'), client);
      expect(await count('contact_messages', 'email', email)).toBe(1);
    });

    it('stores another message from the same person as its own', async () => {
      const [client, email] = [newClient(), tag('no-script-two')];
      await postWithoutScripts(contactForm(email, 'A first question.'), client);
      await postWithoutScripts(contactForm(email, 'A second question.'), client);
      expect(await count('contact_messages', 'email', email)).toBe(2);
    });

    it('sends the same post again after a while as a new submission', async () => {
      const [client, email] = [newClient(), tag('no-script-later')];
      await postWithoutScripts(contactForm(email, 'Asked again next week.'), client);
      const db = await s.db.getDb();
      await db
        .updateTable('idempotency_keys')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('key', 'like', 'sent:%')
        .execute();
      await postWithoutScripts(contactForm(email, 'Asked again next week.'), client);
      expect(await count('contact_messages', 'email', email)).toBe(2);
    });
  });

  it('forgets the keys past their lifetime now and then, and keeps the others', async () => {
    const [client, kept, old] = [newClient(), newKey(), newKey()];
    const contact = SAMPLES.find((sample) => sample.name === 'contact')!;
    await post(contact.route, contact.body(tag('kept')), { key: kept, client });
    await post(contact.route, contact.body(tag('old')), { key: old, client });
    const db = await s.db.getDb();
    await db
      .updateTable('idempotency_keys')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('key', '=', old)
      .execute();
    const keys = () =>
      db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', 'in', [kept, old])
        .execute()
        .then((found) => found.map((k) => k.key).sort());
    // It runs at most once an hour, and ran with the first key of this suite: two hours on, it runs again.
    await s.keys.forgetExpiredKeys(db, Date.now() + 2 * 60 * 60 * 1000);
    expect(await keys()).toEqual([kept]);
  });
}
