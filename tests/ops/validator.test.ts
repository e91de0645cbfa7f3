import { ADMIN_TOKEN, type AppProcess, startServer } from '../contract/server';
import { type Nginx, startNginx } from './support';

/*
 * A page's validator on the built server (lib/platform/page-validator.ts) and through nginx in front of it
 * (deploy/nginx/nginx.conf): a request that holds the page it would get is answered 304 with no body, by the
 * server and from nginx's copy alike, and a staff write gives the page a new one.
 */

jest.setTimeout(120_000);

let app: AppProcess;
let nginx: Nginx;

beforeAll(async () => {
  app = await startServer();
  nginx = await startNginx(Number(new URL(app.origin).port));
});
afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
});

const page = (origin: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/faq`, { headers: { 'accept-encoding': 'br', ...headers } });

/** The tag /faq is served with now, once two answers in a row agree (a page may be rendered anew once). */
async function currentTag(origin: string): Promise<string> {
  let before = '';
  for (let i = 0; i < 5; i++) {
    const tag = (await page(origin)).headers.get('etag') ?? '';
    if (tag !== '' && tag === before) return tag;
    before = tag;
  }
  throw new Error(`/faq had no steady validator at ${origin}`);
}

it.each([
  ['the server', () => app.origin],
  ['nginx', () => nginx.origin],
])(
  '%s answers a request that holds the page 304, with no body, and one that holds another render whole',
  async (_, origin) => {
    const tag = await currentTag(origin());
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const held = await page(origin(), { 'if-none-match': tag });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    expect(held.headers.get('etag')).toBe(tag);

    const other = await page(origin(), { 'if-none-match': 'W/"a-render-of-last-week"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('<h1');
  },
);

it('gives the page a new validator once staff change it, and the old one gets the new page', async () => {
  const before = await currentTag(app.origin);
  const question = `Does the library open on Sundays ${Date.now()}?`;
  const added = await fetch(`${app.origin}/api/admin/faq/educonnect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question, answer: 'From two in the afternoon.' }),
  });
  expect(added.status).toBe(201);
  const changed = await page(app.origin, { 'if-none-match': before });
  expect(changed.status).toBe(200);
  expect(await changed.text()).toContain(question);
  expect(changed.headers.get('etag')).not.toBe(before);
});
