import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deferScripts } from '@/lib/platform/save-data-scripts';
import { startStack, type Stack, waitUntil } from '../../scripts/stack';
import { bearer, createAdmin, hiddenFields, page, PASSWORD, signInWithForm, submit } from './helpers';

/*
 * Several instances of one build behind nginx, on PostgreSQL and Redis (scripts/stack.ts): what is
 * written through one instance is what the other serves. Each shared store has a control beside it:
 * the same steps with two instances that do not share it, which must show the difference.
 * Needs the Debian packages postgresql, redis-server and nginx (.ci/run installs them) and a build.
 */

jest.setTimeout(240_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWM4UaHxHwAF3AJoqsWTZQAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = Date.now().toString(36);

/** How long B may take to show a bearer write: Next expires a route's tags just after its answer (docs/known-issues.md). */
const EXPIRY_LAG_MS = 1000;

/** A question added through A with the bearer API; answers whether /faq on B shows it within EXPIRY_LAG_MS. */
async function faqAddedOnASeenOnB(stack: Stack, question: string): Promise<boolean> {
  const [a, b] = stack.instances as [string, string];
  // B has a fresh copy of the page before the write, as it would under traffic: one it rendered within the
  // minute (a stale one would be rendered again in the background, reading the write, whatever the cache).
  await waitUntil(
    'B to hold a fresh /faq',
    async () => (await page(`${b}/faq`)).headers.get('x-nextjs-cache') === 'HIT',
  );
  expect(
    (await bearer(a, 'POST', '/admin/faq/educonnect', { question, answer: 'Seen on every instance.' })).status,
  ).toBe(201);
  return shownWithinLag(`${b}/faq`, question);
}

/** Whether the page at `url` shows `text` within EXPIRY_LAG_MS, asked again every 100 ms. */
async function shownWithinLag(url: string, text: string): Promise<boolean> {
  const until = Date.now() + EXPIRY_LAG_MS;
  for (;;) {
    if ((await page(url)).html.includes(text)) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until every instance's cache client is connected to Redis again. Until then a tag expired by an
 * instance still reconnecting is lost, and the page another instance stored stays until its revalidate
 * time: what is tested is the cache shared again, not the reconnection back-off's timing.
 */
async function bothInstancesReconnected(stack: Stack) {
  const { createClient } = await import('@redis/client');
  const redis = createClient({ url: stack.redisUrl! });
  await redis.connect();
  // Each instance names its connection after its process (lib/platform/redis-cache-handler.ts).
  const connected = async () =>
    new Set((await redis.sendCommand<string>(['CLIENT', 'LIST'])).match(/ name=edu-connect-\d+ /g)).size;
  try {
    await waitUntil(
      "Every instance's Redis cache client",
      async () => (await connected()) >= stack.instances.length,
      undefined,
      30_000,
    );
  } finally {
    await redis.close();
  }
}

/** Four messages, two through each instance, then a fifth: answers the five statuses (the limit is 4 a minute). */
async function formLimitAcross(stack: Stack): Promise<number[]> {
  const [a, b] = stack.instances as [string, string];
  const statuses: number[] = [];
  for (const origin of [a, b, a, b, a]) {
    const reply = await submit(origin, '/acn/contactUs/sendMessage', {
      firstName: 'Counted',
      lastName: 'Sender',
      email: `counted-${stamp}@example.org`,
      phoneNumber: '+234 803 000 1111',
      message: 'One of five messages spread over two instances.',
    });
    statuses.push(reply.status);
  }
  return statuses;
}

/** Five wrong passwords for one account, spread over A and B; answers what the right one then gets. */
async function rightPasswordAfterFiveWrong(stack: Stack, email: string) {
  const [a, b] = stack.instances as [string, string];
  createAdmin(stack.env, email);
  for (let i = 0; i < 5; i++) {
    const origin = i % 2 === 0 ? a : b;
    expect((await signInWithForm(origin, origin, email, 'a wrong password')).message).toBe(
      'The e-mail address or the password is wrong.',
    );
  }
  return signInWithForm(b, b, email, PASSWORD);
}

describe('two instances sharing PostgreSQL and Redis, behind nginx', () => {
  let stack: Stack;
  const adminEmail = `stack-admin-${stamp}@example.org`;

  beforeAll(async () => {
    // Five hundred messages from one address (nginx's) in the kill test: the form limit is not what is tested here.
    stack = await startStack({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    createAdmin(stack.env, adminEmail);
  });
  afterAll(async () => {
    if (process.env.STACK_DEBUG)
      for (const [name, service] of stack.services) console.log(name, service.output().slice(-4000));
    await stack?.stop();
  });

  it('an FAQ added and a testimony approved through A with the bearer API are on the pages B serves within a second', async () => {
    const [a, b] = stack.instances as [string, string];
    expect(await faqAddedOnASeenOnB(stack, `Is this seen on B (${stamp})?`)).toBe(true);

    const sent = await submit(a, '/testimony/newTestimony', {
      firstName: 'Stack',
      lastName: `Witness${stamp}`,
      position: 'Parent',
      website: 'acn',
      testimony: 'Approved on one instance, shown by the other.',
    });
    const { data } = (await sent.json()) as { data: { id: string } };
    expect((await page(`${b}/acn/home`)).html).not.toContain(`Witness${stamp}`);
    expect((await bearer(a, 'POST', `/admin/testimonies/${data.id}/status`, { status: 'approved' })).status).toBe(200);
    expect(await shownWithinLag(`${b}/acn/home`, `Witness${stamp}`)).toBe(true);
  });

  it('a news item with a picture, its form rendered by A and posted to B, is listed by A at once and its picture served by both', async () => {
    const [a, b] = stack.instances as [string, string];
    const title = `Published across instances (${stamp})`;
    expect((await page(`${a}/acn/about/acn-news`)).html).not.toContain(title);
    const { cookie } = await signInWithForm(a, a, adminEmail, PASSWORD);
    const editor = await page(`${a}/admin/posts/new?kind=news`, cookie!);
    const form = new FormData();
    for (const [name, value] of hiddenFields(editor.html, 'title')) form.append(name, value);
    for (const [name, value] of Object.entries({
      title,
      caption: 'Written on one instance, listed by the other.',
      markdown: 'The **stack** test wrote this.',
      categories: 'Education',
      writers: 'Stack Test',
      pictureAlt: 'Two servers side by side on a desk',
      intent: 'publish',
    }))
      form.append(name, value);
    form.append('picture', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    const saved = await fetch(`${b}/admin/posts/new?kind=news`, {
      method: 'POST',
      body: form,
      headers: { cookie: cookie!, Origin: b },
      redirect: 'manual',
    });
    expect([saved.status, saved.headers.get('location')]).toEqual([
      303,
      expect.stringMatching(/^\/admin\/posts\/\w+\?notice=publish$/),
    ]);
    expect((await page(`${a}/acn/about/acn-news`)).html).toContain(title);

    const preview = await page(`${a}${saved.headers.get('location')!}`, cookie!);
    const picture = /<img src="(\/media\/[^"]+)"/.exec(preview.html)?.[1];
    expect(picture).toBeDefined();
    for (const origin of [a, b]) {
      const served = await fetch(`${origin}${picture!}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }
    // Served from PostgreSQL: neither instance wrote it to the data folder they happen to share here.
    const uploads = path.join(stack.env.DATA_DIR!, 'uploads');
    const onDisk = existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String) : [];
    expect(onDisk.filter((file) => file.includes(path.basename(picture!)))).toEqual([]);
  });

  it('nginx caches the pages by their own Cache-Control, and never the console nor the admin API', async () => {
    const first = await page(`${stack.nginx}/faq`);
    const again = await page(`${stack.nginx}/faq`);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect([first.headers.get('x-cache'), again.headers.get('x-cache')]).toEqual([
      expect.stringMatching(/MISS|HIT|STALE|UPDATING/),
      'HIT',
    ]);
    for (const address of ['/admin/sign-in', '/api/educonnect/faq/getAllFaq']) {
      const reply = await page(`${stack.nginx}${address}`);
      expect(reply.headers.get('x-cache')).toBeNull();
    }
  });

  it('nginx keeps a page asked with Save-Data: on apart, each copy with its own hint, the same HTML but for its scripts', async () => {
    const asked = (saveData?: string) =>
      fetch(`${stack.nginx}/acn/home`, { headers: saveData ? { 'save-data': saveData } : {} }).then(async (r) => ({
        html: await r.text(),
        cache: r.headers.get('x-cache'),
        hint: r.headers.get('server-timing'),
        vary: r.headers.get('vary'),
      }));
    // An earlier test's console write purges this page from nginx once Next has run what follows its answer,
    // which may land while this one fills the cache: ask until both copies are kept.
    let [plain, saving] = [await asked(), await asked('on')];
    await waitUntil('nginx to keep the page with and without Save-Data', async () => {
      [plain, saving] = [await asked(), await asked('on')];
      return plain.cache === 'HIT' && saving.cache === 'HIT';
    });
    const spelled = await asked('ON; lite');
    expect([plain.cache, saving.cache, spelled.cache]).toEqual(['HIT', 'HIT', 'HIT']);
    expect([plain.hint, saving.hint, spelled.hint]).toEqual([null, 'save-data', 'save-data']);
    // The same page, its scripts held back for the loader (lib/platform/save-data-scripts.ts).
    for (const copy of [saving, spelled]) expect(copy.html).toBe(deferScripts(plain.html));
    expect(saving.html).not.toBe(plain.html);
    expect(plain.vary).toMatch(/(^|, )Save-Data$/);
  });

  it('a membership picture sent through A is served by B to staff, byte for byte, and refused to a visitor', async () => {
    const [a, b] = stack.instances as [string, string];
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: 'Aisha',
      lastName: `Crafter${stamp}`,
      mobileNumber: '+234 803 000 1111',
      email: `crafter-${stamp}@example.org`,
      location: 'Zaria',
      craftType: 'Beadwork',
      experienceLevel: 'Intermediate',
    }))
      form.append(k, v);
    form.append('certificateImage', new Blob([PNG], { type: 'image/png' }), 'certificate.png');
    const sent = await fetch(`${a}/api/arewahub/becomeAMember/newMember`, {
      method: 'POST',
      body: form,
      headers: { Origin: a },
    });
    expect(sent.status).toBe(201);
    const { data } = (await sent.json()) as { data: { id: string } };

    // A visitor is sent to sign-in before the route runs (proxy.ts); one with a made-up session gets the route's 401.
    const visitor = await page(`${b}/admin/files/${data.id}/0`);
    expect([visitor.status, visitor.headers.get('location')]).toEqual([307, '/admin/sign-in']);
    const pretender = await page(`${b}/admin/files/${data.id}/0`, 'eca-staff.session_token=made-up');
    expect([pretender.status, pretender.html]).toEqual([401, 'Sign in to the console first.']);
    const { cookie } = await signInWithForm(b, b, adminEmail, PASSWORD);
    const file = await fetch(`${b}/admin/files/${data.id}/0`, { headers: { cookie: cookie! } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('signed in on A, the session works on B; the sign-in form rendered by A is accepted by B', async () => {
    const [a, b] = stack.instances as [string, string];
    const { cookie, message } = await signInWithForm(a, b, adminEmail, PASSWORD);
    expect(message).toBe('');
    expect(cookie).toBeTruthy();
    for (const origin of [a, b]) {
      const overview = await page(`${origin}/admin`, cookie!);
      expect(overview.status).toBe(200);
      expect(overview.html).toContain('Overview');
    }
  });

  it('failed sign-ins are counted across both instances: five wrong passwords spread over A and B, then even the right one waits', async () => {
    const right = await rightPasswordAfterFiveWrong(stack, `throttled-${stamp}@example.org`);
    expect(right.cookie).toBeNull();
    expect(right.message).toMatch(/^Too many failed attempts\. Wait \d+ minutes?, then try again\.$/);
  });

  it('one instance killed while 500 messages go through nginx: every acknowledged one is stored once, and nginx answers after', async () => {
    const { Client } = await import('pg');
    const marker = `kill-${stamp}`;
    const replies = Array.from({ length: 500 }, (_, i) =>
      submit(stack.nginx!, '/educonnect/contactUs/sendMessage', {
        firstName: 'Load',
        lastName: `Sender${i}`,
        email: `${marker}-${i}@example.org`,
        phoneNumber: '+234 803 000 1111',
        message: `Message ${i} of the kill test.`,
      }).then(
        // A 201 counts as acknowledged even if the connection is cut while its body is read.
        async (r) => ({ i, status: r.status, body: await r.text().catch(() => '') }),
        () => ({ i, status: 0, body: '' }),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    await stack.stopService('instance1', true);
    // Whatever fails below, the instance comes back for the tests after this one.
    try {
      const answered = await Promise.all(replies);
      const acknowledged = answered.filter((r) => r.status === 201).map((r) => `${marker}-${r.i}@example.org`);
      expect(acknowledged.length).toBeGreaterThan(0);

      const db = new Client({ connectionString: stack.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ email: string; n: string }>(
        'select email, count(*) as n from contact_messages where email like $1 group by email',
        [`${marker}-%`],
      );
      await db.end();
      const stored = new Map(rows.map((r) => [r.email, Number(r.n)]));
      expect(acknowledged.filter((email) => stored.get(email) !== 1)).toEqual([]);
      expect([...stored.values()].filter((n) => n > 1)).toEqual([]);

      for (const address of ['/faq', '/acn/home', '/', '/arewa-hub/home'])
        expect((await page(`${stack.nginx}${address}`)).status).toBe(200);
    } finally {
      await stack.restartService('instance1');
    }
  });

  it('Redis stopped: pages are still served, never a 500; started again, the cache is shared again', async () => {
    const [a, b] = stack.instances as [string, string];
    await stack.stopService('redis');
    for (const address of ['/faq', '/acn/about', '/arewa-hub/home'])
      expect((await page(`${a}${address}`)).status).toBe(200);
    await stack.restartService('redis');
    await bothInstancesReconnected(stack);
    expect(await faqAddedOnASeenOnB(stack, `Seen again once Redis is back (${stamp})?`)).toBe(true);
    expect((await page(`${b}/faq`)).status).toBe(200);
  });

  it('PostgreSQL stopped: cached pages are still served, a form is answered 503 with a clear message', async () => {
    const cached = await page(`${stack.nginx}/faq`);
    expect(cached.status).toBe(200);
    await stack.stopService('postgres');
    try {
      expect((await page(`${stack.nginx}/faq`)).status).toBe(200);
      const refused = await submit(stack.instances[0]!, '/educonnect/contactUs/sendMessage', {
        firstName: 'Down',
        lastName: 'Database',
        email: `down-${stamp}@example.org`,
        phoneNumber: '+234 803 000 1111',
        message: 'Sent while the database is down.',
      });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        success: false,
        data: 'The service is unavailable for a moment and nothing was stored. Please try again in a minute.',
      });
    } finally {
      await stack.restartService('postgres');
    }
  });
});

describe('two instances that share PostgreSQL but not Redis', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ redis: false, nginx: false, env: { RATE_LIMIT_PER_MINUTE: '4' } });
  });
  afterAll(() => stack?.stop());

  it('count the form rate limit together, in PostgreSQL: the fifth message of a minute is refused, whichever instance it reaches', async () => {
    expect(await formLimitAcross(stack)).toEqual([201, 201, 201, 201, 429]);
  });

  it('the control of the cache: an FAQ added through A is not on the page B has cached, so the shared cache is what the test above sees', async () => {
    expect(await faqAddedOnASeenOnB(stack, `Does B miss this (${stamp})?`)).toBe(false);
  });
});

describe('the control of the counters: two instances on one SQLite file, each counting in its own memory', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ postgres: false, redis: false, nginx: false, env: { RATE_LIMIT_PER_MINUTE: '4' } });
  });
  afterAll(() => stack?.stop());

  it('let the fifth message of a minute through, since neither instance saw more than three', async () => {
    expect(await formLimitAcross(stack)).toEqual([201, 201, 201, 201, 201]);
  });

  it('let the right password in after five wrong ones spread over both, since neither saw five', async () => {
    const right = await rightPasswordAfterFiveWrong(stack, `not-throttled-${stamp}@example.org`);
    expect([right.message, Boolean(right.cookie)]).toEqual(['', true]);
  });
});
