import { type PurgeRelay, startPurgeRelay } from '../../scripts/purge-relay';
import { STACK_PORTS, startStack, type Stack } from '../../scripts/stack';
import {
  afterPurgeJob,
  bearer,
  createAdmin,
  hiddenFields,
  page,
  PASSWORD,
  purgeJobsEnded,
  signInWithForm,
  submit,
} from './helpers';

/*
 * A staff write's purge of nginx's copies, on the stack with the purge module, the instances sending their
 * purges through a relay that counts them and can hold or refuse them (scripts/purge-relay.ts): the write
 * answers while the purge server has answered nothing, the purges are those of the pages that read what the
 * write expired, each variant nginx keeps, and once the purge job has ended the next request through nginx,
 * whichever instance nginx asks, shows the change. A purge server that is down is asked again until it
 * answers. Needs the Debian packages postgresql, redis-server, nginx and libnginx-mod-http-cache-purge, and a build.
 */

jest.setTimeout(240_000);

const stamp = Date.now().toString(36);
/** Where the relay listens: a port of this suite's own, away from the stack's. */
const RELAY_PORT = 3601;
/** Encodings nginx keeps a copy in, as browsers ask for them, and the wish to save data, absent or said. */
const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip, deflate', 'identity'];
const SAVE_DATA = [undefined, 'on'];
const LANGUAGES = ['', '/fr', '/ha'];

let stack: Stack;
let relay: PurgeRelay;
let cookie: string;

/** A page through nginx, as a browser accepting `encoding` and saying `saveData` asks for it. */
async function through(address: string, encoding = ENCODINGS[0]!, saveData?: string) {
  const reply = await fetch(`${stack.nginx}${address}`, {
    headers: { 'accept-encoding': encoding, ...(saveData ? { 'save-data': saveData } : {}) },
  });
  return { html: await reply.text(), cache: reply.headers.get('x-cache') };
}

/** Has nginx keep a copy of each address in every variant; answers whether every one is kept (a HIT). */
async function keptInNginx(addresses: string[]) {
  const kept: boolean[] = [];
  for (const address of addresses)
    for (const encoding of ENCODINGS)
      for (const saveData of SAVE_DATA) {
        await through(address, encoding, saveData);
        kept.push((await through(address, encoding, saveData)).cache === 'HIT');
      }
  return kept.every(Boolean);
}

/** Whether every variant of each address shows `text` through nginx, at its next request. */
async function everyCopyShows(addresses: string[], text: string) {
  const shown: [string, string, string | undefined, boolean][] = [];
  for (const address of addresses)
    for (const encoding of ENCODINGS)
      for (const saveData of SAVE_DATA)
        shown.push([address, encoding, saveData, (await through(address, encoding, saveData)).html.includes(text)]);
  return shown.filter(([, , , seen]) => !seen);
}

/** The addresses the relay was asked to purge, each with how many variants. */
const purged = () =>
  relay.received.reduce<Record<string, number>>((all, r) => ({ ...all, [r.path]: (all[r.path] ?? 0) + 1 }), {});

beforeAll(async () => {
  relay = await startPurgeRelay(RELAY_PORT, `http://127.0.0.1:${STACK_PORTS.purge}`);
  stack = await startStack({ env: { NGINX_PURGE_URL: relay.url } });
  expect(stack.purge).toBe(true);
  const email = `purge-admin-${stamp}@example.org`;
  createAdmin(stack.env, email);
  cookie = (await signInWithForm(stack.nginx!, stack.nginx!, email, PASSWORD)).cookie!;
}, 30 * 60_000);
afterAll(async () => {
  await stack?.stop();
  await relay?.close();
});
beforeEach(() => relay.reset());

it("a bearer write answers while the purge server holds its answers; its page's copies, and no other, are purged, and the next request through nginx shows it", async () => {
  const faqs = LANGUAGES.map((l) => `${l}/faq`);
  expect(await keptInNginx([...faqs, '/acn/home'])).toBe(true);
  const ended = await purgeJobsEnded(stack.instances);
  relay.mode = 'hold';

  const question = `Purged after the answer (${stamp})?`;
  // Sent to the first instance itself: nginx then asks either instance for the pages.
  const wrote = await bearer(stack.instances[0]!, 'POST', '/admin/faq/educonnect', { question, answer: 'Yes.' });
  expect(wrote.status).toBe(201);
  expect(relay.answered).toBe(0);
  // nginx still answers its copy while the purge is held: its copy is what the purge removes.
  expect((await through('/faq')).html).not.toContain(question);

  relay.release();
  await afterPurgeJob(stack.instances, ended);
  // The group's FAQ page in each language, once per encoding with and without Save-Data: 18 purges.
  expect(purged()).toEqual(Object.fromEntries(faqs.map((f) => [f, 6])));
  // The instance waited for each purge past the write's answer: none was cut short.
  expect(relay.abandoned).toBe(0);
  expect(await everyCopyShows(faqs, question)).toEqual([]);
  // A page that does not read the FAQs kept its copy.
  expect((await through('/acn/home')).cache).toBe('HIT');
});

it('a console write answers while the purge server holds its answers, and its pages show it at the next request after the purge', async () => {
  const witness = `Held${stamp}`;
  const sent = await submit(stack.nginx!, '/testimony/newTestimony', {
    firstName: 'Purge',
    lastName: witness,
    position: 'Parent',
    website: 'acn',
    testimony: 'Approved in the console while the purge server holds its answers.',
  });
  expect(sent.status).toBe(201);
  const { id } = ((await sent.json()) as { data: { id: string } }).data;
  const homes = ['/acn/home', '/arewa-hub/home', '/edu-africa/home'].flatMap((h) => LANGUAGES.map((l) => `${l}${h}`));
  expect(await keptInNginx(LANGUAGES.map((l) => `${l}/acn/home`))).toBe(true);
  const ended = await purgeJobsEnded(stack.instances);
  relay.mode = 'hold';

  const address = '/admin/testimonies?arm=acn&status=pending';
  const form = await page(`${stack.nginx}${address}`, cookie);
  const body = new FormData();
  for (const [name, value] of hiddenFields(form.html, 'shown')) body.append(name, value);
  body.append('one', `approved:${id}`);
  const approved = await fetch(`${stack.nginx}${address}`, {
    method: 'POST',
    body,
    headers: { cookie, Origin: stack.nginx! },
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  expect(relay.answered).toBe(0);

  relay.release();
  await afterPurgeJob(stack.instances, ended);
  // The three homes that show testimonies, in each language, each variant: 54 purges.
  expect(purged()).toEqual(Object.fromEntries(homes.map((h) => [h, 6])));
  expect(relay.abandoned).toBe(0);
  expect(
    await everyCopyShows(
      LANGUAGES.map((l) => `${l}/acn/home`),
      witness,
    ),
  ).toEqual([]);
});

it('with the purge server down the write answers as ever, and its purge is sent again until the server is back', async () => {
  const faqs = LANGUAGES.map((l) => `${l}/faq`);
  expect(await keptInNginx(faqs)).toBe(true);
  const ended = await purgeJobsEnded(stack.instances);
  relay.mode = 'down';

  const question = `Purged once the purge server is back (${stamp})?`;
  const wrote = await bearer(stack.nginx!, 'POST', '/admin/faq/educonnect', { question, answer: 'Later.' });
  expect(wrote.status).toBe(201);
  // The first round is refused whole; the job waits, then asks again.
  await new Promise<void>((resolve) => {
    const check = setInterval(() => relay.received.length >= 18 && (clearInterval(check), resolve()), 20);
  });
  expect((await through('/faq')).html).not.toContain(question);
  relay.release();
  await afterPurgeJob(stack.instances, ended);
  expect(relay.received.length).toBeGreaterThanOrEqual(36);
  expect(await everyCopyShows(faqs, question)).toEqual([]);
});
