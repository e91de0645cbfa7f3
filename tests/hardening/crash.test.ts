import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type AppProcess, startServer } from '../contract/server';

/*
 * No acknowledged submission is lost: 1,000 concurrent submissions across the form routes,
 * SIGKILL while they are being answered, a restart on the same data, and then every
 * acknowledged one is in the database exactly once and the database passes its integrity check.
 */

jest.setTimeout(180_000);

const TOTAL = 1000;
const KILL_AFTER = 300;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-crash-'));
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Submission {
  route: string;
  body: (mark: string) => Record<string, unknown> | FormData;
  /** Where the stored row is found by its mark (an e-mail address). */
  table: string;
  column: string;
}

const person = (mark: string) => ({
  firstName: 'Ama',
  lastName: 'Mensah',
  email: mark,
  phoneNumber: '+233 20 123 4567',
});
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
  type: 'image/png',
});

function submissions(productId: string): Submission[] {
  return [
    {
      route: '/educonnect/contactUs/sendMessage',
      body: (m) => ({ ...person(m), message: 'Hello' }),
      table: 'contact_messages',
      column: 'email',
    },
    {
      route: '/acn/contactUs/sendMessage',
      body: (m) => ({ firstName: 'Ama', lastName: 'Mensah', email: m, reason: 'Partnership', message: '' }),
      table: 'contact_messages',
      column: 'email',
    },
    {
      route: '/arewaHub/contactUs/sendMessage',
      body: (m) => ({ ...person(m), message: 'Hello' }),
      table: 'contact_messages',
      column: 'email',
    },
    {
      route: '/suscribe/addSuscriber',
      body: (m) => ({ email: m, website: 'acn' }),
      table: 'subscribers',
      column: 'email',
    },
    {
      route: '/suscribe/addSuscriber',
      body: (m) => ({ email: m, website: 'eduafricawaitlist' }),
      table: 'waitlist',
      column: 'email',
    },
    {
      route: '/testimony/newTestimony',
      body: (m) => ({ firstName: 'Ama', lastName: m, position: 'Teacher', website: 'acn', testimony: 'Great' }),
      table: 'testimonies',
      column: 'last_name',
    },
    {
      route: '/acn/donation/newDonation',
      body: (m) => ({ ...person(m), country: 'Ghana', donationType: 'Books' }),
      table: 'donations',
      column: 'email',
    },
    {
      route: '/educonnect/volunteer/becomeAVolunteer',
      body: (m) => ({ ...person(m), message: 'Saturdays' }),
      table: 'applications',
      column: 'email',
    },
    {
      route: '/educonnect/member/becomeAMember',
      body: (m) => ({ ...person(m), message: 'Mission' }),
      table: 'applications',
      column: 'email',
    },
    {
      route: '/arewahub/orders/newOrder',
      body: (m) => ({
        customerName: 'Ama Mensah',
        customerEmail: m,
        phoneNumber: '+233 20 123 4567',
        quantity: 1,
        items: [{ id: productId, quantity: 1 }],
      }),
      table: 'orders',
      column: 'customer_email',
    },
    {
      route: '/arewahub/becomeAMember/newMember',
      body: (m) => {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          firstName: 'Hauwa',
          lastName: 'Sani',
          mobileNumber: '+234 803 000 0000',
          email: m,
          location: 'Kano',
          craftType: 'Beads',
          experienceLevel: 'Expert',
        }))
          form.append(k, v);
        form.append('artWorkGallery[]', png, 'art.png');
        return form;
      },
      table: 'craft_members',
      column: 'email',
    },
  ];
}

it('keeps every acknowledged submission exactly once across a SIGKILL', async () => {
  app = await startServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  const productId = (
    (await (await fetch(app.api + '/arewahub/product/fetchProducts')).json()).data as { productId: string }[]
  )[0]!.productId;
  const kinds = submissions(productId);
  const running = app;

  const acknowledged: { kind: Submission; mark: string }[] = [];
  const sent: { kind: Submission; mark: string }[] = [];
  let killed = false;
  await Promise.all(
    Array.from({ length: TOTAL }, async (_, i) => {
      const kind = kinds[i % kinds.length]!;
      const mark = `crash-${i}@example.com`;
      const body = kind.body(mark);
      sent.push({ kind, mark });
      try {
        const res = await fetch(running.api + kind.route, {
          method: 'POST',
          headers: body instanceof FormData ? {} : { 'content-type': 'application/json' },
          body: body instanceof FormData ? body : JSON.stringify(body),
        });
        if (res.status === 201 && (await res.json()).success === true) acknowledged.push({ kind, mark });
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          running.child.kill('SIGKILL');
        }
      } catch {
        /* the connection died with the server: not acknowledged */
      }
    }),
  );
  expect(killed).toBe(true);
  await new Promise((r) =>
    running.child.exitCode !== null || running.child.signalCode !== null ? r(null) : running.child.once('exit', r),
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(TOTAL);

  // Restart on the same data: it opens, recovers its journal and answers.
  app = await startServer({ dataDir, seed: false, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  const db = new Database(path.join(dataDir, 'edu-connect.sqlite'), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const copies = ({ kind, mark }: { kind: Submission; mark: string }) =>
      (db.prepare(`select count(*) as n from ${kind.table} where ${kind.column} = ?`).get(mark) as { n: number }).n;
    const lost = acknowledged.filter((a) => copies(a) !== 1).map((a) => `${a.kind.route} ${a.mark}: ${copies(a)}`);
    expect(lost).toEqual([]);
    // Nothing was stored twice, acknowledged or not.
    expect(sent.filter((s) => copies(s) > 1)).toEqual([]);
    console.info(
      `crash test: ${sent.length} sent, ${acknowledged.length} acknowledged, ${acknowledged.length} found exactly once after SIGKILL`,
    );
  } finally {
    db.close();
  }
});
