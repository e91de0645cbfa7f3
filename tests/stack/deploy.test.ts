import { WARM_UP } from '../../scripts/deploy';
import { rollingRestart, STACK_PORTS, startStack, waitUntil, type Stack } from '../../scripts/stack';
import { emailOf, EXPECTED, underLoad } from '../../scripts/stack-load';
import {
  afterPurgeJob,
  createAdmin,
  hiddenFields,
  page,
  PASSWORD,
  purgeJobsEnded,
  requestsAnswered,
  signInWithForm,
  submit,
  total,
} from './helpers';

/*
 * A deploy on the stack of scripts/stack.ts: the instances replaced one at a time under traffic through
 * nginx by the documented sequence (docs/deploying.md) (scripts/deploy.ts), dropping nothing, each new process warm before nginx
 * sends it a visitor; and a staff write seen through nginx at once, where nginx has the purge module
 * (deploy/nginx/cache-purge.conf), and within the page's s-maxage where it has not (the control, which
 * shows that nginx's copy is what the purge removes). Needs the Debian packages postgresql, redis-server,
 * nginx and libnginx-mod-http-cache-purge, and a build.
 */

jest.setTimeout(240_000);

const stamp = Date.now().toString(36);
/** Encodings a page is kept in by nginx, as browsers ask for them: Brotli, gzip, none. */
const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip, deflate', 'identity'];

/** The copies nginx keeps apart for the wish to save data: without the header, and with it (lib/platform/save-data.ts). */
const SAVE_DATA = [undefined, 'on'];

/**
 * A page through nginx as a browser accepting `encoding` asks for it (fetch decompresses it), with
 * `Save-Data: <saveData>` when given.
 */
async function through(stack: Stack, address: string, encoding = ENCODINGS[0]!, saveData?: string) {
  const reply = await fetch(`${stack.nginx}${address}`, {
    headers: { 'accept-encoding': encoding, ...(saveData ? { 'save-data': saveData } : {}) },
  });
  return { html: await reply.text(), status: reply.status, cache: reply.headers.get('x-cache') };
}

/** Has nginx keep a copy of `address` in every encoding, with and without Save-Data (a second request is answered from it). */
async function cachedInNginx(stack: Stack, address: string) {
  for (const encoding of ENCODINGS)
    for (const saveData of SAVE_DATA) {
      await through(stack, address, encoding, saveData);
      expect([encoding, saveData, (await through(stack, address, encoding, saveData)).cache]).toEqual([
        encoding,
        saveData,
        'HIT',
      ]);
    }
}

/** A server action's form of a console page, filled and posted through nginx as a browser without scripts would. */
async function postConsoleForm(
  stack: Stack,
  cookie: string,
  address: string,
  field: string,
  values: Record<string, string>,
  last = false,
) {
  const form = await page(`${stack.nginx}${address}`, cookie);
  expect(form.status).toBe(200);
  const body = new FormData();
  for (const [name, value] of hiddenFields(form.html, field, last)) body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  const sent = await fetch(`${stack.nginx}${address}`, {
    method: 'POST',
    body,
    headers: { cookie, Origin: stack.nginx! },
    redirect: 'manual',
  });
  expect(sent.status).toBe(303);
}

/** An FAQ added to the group's list with the console's form. */
const addFaq = (stack: Stack, cookie: string, question: string) =>
  postConsoleForm(
    stack,
    cookie,
    '/admin/faqs?site=educonnect',
    'question',
    { question, answer: 'Added through the console, behind nginx.', order: '', published: 'yes' },
    true,
  );

/** A visitor's testimony for the children's network, pending until staff approve it. */
async function pendingTestimony(stack: Stack, lastName: string): Promise<string> {
  const sent = await submit(stack.nginx!, '/testimony/newTestimony', {
    firstName: 'Deploy',
    lastName,
    position: 'Parent',
    website: 'acn',
    testimony: 'Approved in the console, seen through nginx.',
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { data: { id: string } }).data.id;
}

/** Approves one pending testimony with its own button on the console's moderation page. */
const approve = (stack: Stack, cookie: string, id: string) =>
  postConsoleForm(stack, cookie, '/admin/testimonies?arm=acn&status=pending', 'shown', { one: `approved:${id}` });

async function staffSession(stack: Stack, email: string): Promise<string> {
  createAdmin(stack.env, email);
  const { cookie, message } = await signInWithForm(stack.nginx!, stack.nginx!, email, PASSWORD);
  expect(message).toBe('');
  return cookie!;
}

describe('a deploy behind nginx with the cache purge module', () => {
  let stack: Stack;
  let cookie: string;

  beforeAll(async () => {
    // Thousands of posts from one address (nginx's): the form limit is not what is tested here.
    stack = await startStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    expect(stack.purge).toBe(true);
    cookie = await staffSession(stack, `deploy-admin-${stamp}@example.org`);
  }, 30 * 60_000);
  afterAll(async () => {
    if (process.env.STACK_DEBUG)
      for (const [name, service] of stack.services) console.log(name, service.output().slice(-4000));
    await stack?.stop();
  });

  it('an FAQ added and a testimony approved in the console are on the pages through nginx at the next request after their purge, in every language and encoding', async () => {
    const question = `Seen through nginx at once (${stamp})?`;
    for (const address of ['/faq', '/fr/faq', '/ha/faq']) await cachedInNginx(stack, address);
    let ended = await purgeJobsEnded(stack.instances);
    await addFaq(stack, cookie, question);
    await afterPurgeJob(stack.instances, ended);
    for (const address of ['/faq', '/fr/faq', '/ha/faq'])
      for (const encoding of ENCODINGS)
        for (const saveData of SAVE_DATA) {
          const shown = await through(stack, address, encoding, saveData);
          expect([address, encoding, saveData, shown.status, shown.html.includes(question)]).toEqual([
            address,
            encoding,
            saveData,
            200,
            true,
          ]);
        }

    const witness = `Purged${stamp}`;
    const id = await pendingTestimony(stack, witness);
    await cachedInNginx(stack, '/acn/home');
    expect((await through(stack, '/acn/home')).html).not.toContain(witness);
    ended = await purgeJobsEnded(stack.instances);
    await approve(stack, cookie, id);
    await afterPurgeJob(stack.instances, ended);
    for (const encoding of ENCODINGS)
      for (const saveData of SAVE_DATA)
        expect((await through(stack, '/acn/home', encoding, saveData)).html).toContain(witness);
  });

  it('the purge server takes purges from loopback only', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) =>
      request(
        { host: '127.0.0.1', port: STACK_PORTS.purge, path: '/faq', method: 'PURGE', localAddress: '127.0.0.2' },
        (reply) => {
          reply.resume();
          resolve(reply.statusCode!);
        },
      )
        .on('error', reject)
        .end(),
    );
    expect(status).toBe(403);
  });

  it('the documented deploy under 2,000 requests through nginx: none fails, every post is stored once, and each new process has answered its warm-up and nothing else before nginx sends it a visitor', async () => {
    const { Client } = await import('pg');
    const marker = `roll-${stamp}`;
    const before = stack.instanceNames.map((name) => stack.services.get(name)!.child.pid);

    // Each new process, once warm and before nginx's upstream names it: what it has answered.
    const events: { what: string; at: number }[] = [];
    const beforeSwap = new Map<string, Map<string, number>>();
    const say = (what: string) => events.push({ what, at: Date.now() });
    const warmed = async (name: string, origin: string) => {
      beforeSwap.set(name, await requestsAnswered(origin));
    };
    const answered = await underLoad(stack.nginx!, marker, rollingRestart(stack, say, warmed), 2000);

    expect(answered.length).toBeGreaterThanOrEqual(2000);
    if (process.env.STACK_DEBUG) console.log(events.map((e) => `${e.at} ${e.what}`).join('\n'));
    expect(answered.filter((o) => o.status !== EXPECTED[o.kind])).toEqual([]);
    // Both instances were replaced, each by a process on its other port, and requests were answered meanwhile.
    const after = stack.instanceNames.map((name) => stack.services.get(name)!.child.pid);
    expect(after.filter((pid, i) => pid === before[i])).toEqual([]);
    expect(stack.instances.map((origin) => new URL(origin).port)).toEqual(
      STACK_PORTS.instances.map((port) => String(port + 10)),
    );
    for (const [i, name] of stack.instanceNames.entries()) {
      const old = `127.0.0.1:${STACK_PORTS.instances[i]!}`;
      const started = events.find((e) => e.what.startsWith(`${old}: starting the new version`))!.at;
      const stopped = events.find((e) => e.what === `${old}: stopped`)!.at;
      const meanwhile = answered.filter((o) => o.at > started && o.at < stopped);
      expect([name, meanwhile.length > 10, meanwhile.some((o) => o.kind !== 'page')]).toEqual([name, true, true]);
      // Before nginx's upstream named it, the new process had answered its warm-up and nothing else.
      expect([name, total(beforeSwap.get(name)!)]).toEqual([name, WARM_UP.length]);
    }
    // Once swapped in, each new process takes visitors' requests: the API's reads, which nginx never keeps.
    for (let i = 0; i < 20; i++) expect((await fetch(`${stack.nginx}/api/educonnect/faq/getAllFaq`)).status).toBe(200);
    for (const [i, name] of stack.instanceNames.entries())
      expect([name, total(await requestsAnswered(stack.instances[i]!)) > WARM_UP.length]).toEqual([name, true]);

    const db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      for (const [kind, table] of [
        ['contact', 'contact_messages'],
        ['subscribe', 'subscribers'],
      ] as const) {
        const { rows } = await db.query<{ email: string; n: string }>(
          `select email, count(*) as n from ${table} where email like $1 group by email`,
          [`${marker}-%`],
        );
        const stored = new Map(rows.map((r) => [r.email, Number(r.n)]));
        const sent = answered.filter((o) => o.kind === kind).map((o) => emailOf(marker, o.i));
        expect(sent.length).toBeGreaterThan(300);
        expect([kind, sent.filter((email) => stored.get(email) !== 1)]).toEqual([kind, []]);
        expect([kind, stored.size]).toEqual([kind, sent.length]);
      }
    } finally {
      await db.end();
    }
  });

  it('the control: an instance restarted in place, nginx still sending it requests, answers visitors from its start, with nothing to warm it first', async () => {
    const origin = stack.instances[0]!;
    const firstAnswers = stack
      .restartInstance(stack.instanceNames[0]!)
      .then(() => waitUntil('a visitor', async () => total(await requestsAnswered(origin)) > 0, undefined, 20_000))
      .then(() => requestsAnswered(origin));
    // What the requests got is not this test's point: on a busy machine some wait on the socket past their timeout.
    await underLoad(stack.nginx!, `control-${stamp}`, firstAnswers, 200);
    // Its first answers were visitors' requests, sent by nginx (no warm-up ran, and this test asked it nothing).
    expect(total(await firstAnswers)).toBeGreaterThan(0);
  });
});

describe('the control: nginx without the purge module', () => {
  let stack: Stack;
  let cookie: string;

  beforeAll(async () => {
    stack = await startStack({ purge: false });
    cookie = await staffSession(stack, `control-admin-${stamp}@example.org`);
  }, 30 * 60_000);
  afterAll(() => stack?.stop());

  it("keeps nginx's copies after a console write, until their s-maxage has run out", async () => {
    expect(stack.purge).toBe(false);
    const question = `Seen through nginx within s-maxage (${stamp})?`;
    const witness = `Lagging${stamp}`;
    const id = await pendingTestimony(stack, witness);
    await cachedInNginx(stack, '/faq');
    await cachedInNginx(stack, '/acn/home');
    const sMaxage = Number(
      /s-maxage=(\d+)/.exec((await fetch(`${stack.nginx}/faq`)).headers.get('cache-control')!)![1],
    );

    const wrote = Date.now();
    await addFaq(stack, cookie, question);
    await approve(stack, cookie, id);
    // The instances show both at once; nginx still answers its copies.
    expect((await page(`${stack.instances[1]}/faq`)).html).toContain(question);
    expect((await page(`${stack.instances[0]}/acn/home`)).html).toContain(witness);
    expect((await through(stack, '/faq')).html).not.toContain(question);
    expect((await through(stack, '/acn/home')).html).not.toContain(witness);

    // Past s-maxage, the first request gets the stale copy while nginx refreshes it in the background, and
    // the next one the new page: asked every second, it shows within s-maxage and a few seconds.
    const seen = async (address: string, text: string) => {
      while (!(await through(stack, address)).html.includes(text)) {
        if (Date.now() - wrote > (sMaxage + 20) * 1000) return Infinity;
        await new Promise((r) => setTimeout(r, 1000));
      }
      return (Date.now() - wrote) / 1000;
    };
    const [faqAfter, homeAfter] = await Promise.all([seen('/faq', question), seen('/acn/home', witness)]);
    expect(faqAfter).toBeLessThanOrEqual(sMaxage + 5);
    expect(homeAfter).toBeLessThanOrEqual(sMaxage + 5);
  });
});
