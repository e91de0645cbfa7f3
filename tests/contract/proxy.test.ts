import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from './server';

/*
 * The second mode: with ADMIN_API_URL set, the app reads its pages from that admin server and
 * forwards the browser's /api calls to it. Here "the organisation's server" is a second copy of
 * our app; the app under test has an empty data folder, so whatever it shows came from the other.
 */

jest.setTimeout(90_000);

let origin: RunningServer;
let app: RunningServer;

beforeAll(async () => {
  origin = await startServer();
  app = await startServer({ adminApiUrl: origin.api });
});

afterAll(async () => {
  await app?.stop();
  await origin?.stop();
});

const appUrl = (p: string) => app.api.replace(/\/api$/, '') + p;

it('forwards a form to the admin server, which stores it', async () => {
  const message = `Forwarded ${Date.now()}`;
  const res = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ama',
      lastName: 'Mensah',
      email: 'ama@example.com',
      phoneNumber: '+233 20 123 4567',
      message,
    }),
  });
  expect(res.status).toBe(201);
  const db = new Database(path.join(origin.dataDir!, 'edu-connect.sqlite'), { readonly: true });
  expect(db.prepare('select arm from contact_messages where message = ?').get(message)).toEqual({ arm: 'educonnect' });
  db.close();
  // Nothing was written on the app's own side.
  expect(fs.existsSync(path.join(app.dataDir!, 'edu-connect.sqlite'))).toBe(false);
});

it("forwards the admin server's errors as they are", async () => {
  const res = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ success: false, data: 'First name is required' });
});

it("renders pages on the server from the admin server's data", async () => {
  const html = await (await fetch(appUrl('/acn/about/acn-news?q=midwife'))).text();
  expect(html).toContain('Midwife training graduates its third class in Sokoto');
  const detail = await fetch(appUrl('/acn/about/acn-news/665f1a2b3c4d5e6f70810002'));
  expect(detail.status).toBe(200);
  expect(await detail.text()).toContain('Forty-two women completed our eighteen-month community midwifery course');
});

it("says on every /admin page that content is managed in the organisation's admin app, with no sign-in and no local data", async () => {
  for (const page of ['/admin', '/admin/sign-in', '/admin/testimonies']) {
    const res = await fetch(appUrl(page), { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Testimonies, submissions and content are managed in the');
    expect(html).not.toContain('Staff sign-in');
  }
  expect(fs.existsSync(path.join(app.dataDir!, 'edu-connect.sqlite'))).toBe(false);
});
