import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type * as dbModule from '../../lib/db/db';
import type * as submissionsModule from '../../lib/services/submissions';
import type * as outboxModule from '../../lib/services/outbox';
import type * as senderModule from '../../lib/services/outbox-sender';
import { type Sink, startSink } from './smtp-sink';

/*
 * The outbox and its sender against a real SMTP server on loopback, on the database it is given: a
 * message written with its cause, sent once, tried again after a refusal for now, given up after a
 * refusal for good with the server's answer kept.
 */

type Services = {
  db: typeof dbModule;
  submissions: typeof submissionsModule;
  outbox: typeof outboxModule;
  sender: typeof senderModule;
};

export function outboxSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  let s: Services;
  let sink: Sink;
  let transport: Transporter;
  let dataDir: string;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    Object.assign(process.env, { DATA_DIR: dataDir, MAIL_FROM: 'Edu Connect Africa <news@example.org>' });
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    s = {
      db: await import('../../lib/db/db'),
      submissions: await import('../../lib/services/submissions'),
      outbox: await import('../../lib/services/outbox'),
      sender: await import('../../lib/services/outbox-sender'),
    };
    sink = await startSink();
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
  }, 60_000);

  afterAll(async () => {
    transport?.close();
    await sink?.close();
    await s?.db.closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rowsTo = async (recipients: string[]) =>
    (await s.db.getDb())
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', 'in', recipients)
      .orderBy('recipient')
      .execute();

  /** Makes every waiting message due now, as the clock would after the back-off. */
  const timePasses = async () =>
    (await s.db.getDb())
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();

  it('a subscription puts one confirmation in the outbox with it; subscribing again adds none', async () => {
    const email = `once-${stamp}@example.org`;
    await s.submissions.subscribe(await s.db.getDb(), { email, website: 'acn', locale: 'en' });
    await s.submissions.subscribe(await s.db.getDb(), { email, website: 'acn', locale: 'en' });
    const rows = await rowsTo([email]);
    expect(rows.map((r) => [r.purpose, r.status, r.subject])).toEqual([
      ['confirm', 'pending', 'Confirm your subscription to African Child Network'],
    ]);
    expect(await s.sender.deliverDue(await s.db.getDb(), transport)).toBeGreaterThanOrEqual(1);
    expect(sink.to(email)).toHaveLength(1);
    expect(sink.to(email)[0]!.messageId).toBe(rows[0]!.message_id);
    expect((await rowsTo([email]))[0]!.status).toBe('sent');
  });

  it('refused for now, then accepted: every recipient gets exactly one copy', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `later-${i}-${stamp}@example.org`);
    for (const email of emails)
      await s.submissions.subscribe(await s.db.getDb(), { email, website: 'educonnect', locale: 'en' });
    // Every other recipient is refused twice for now, as a busy or greylisting server does.
    sink.refuse = (to, attempt) =>
      emails.indexOf(to) % 2 === 1 && attempt <= 2
        ? { code: 451, message: '451 4.7.1 Greylisted, try again later' }
        : null;
    try {
      await s.sender.deliverDue(await s.db.getDb(), transport);
      const waiting = (await rowsTo(emails)).filter((r) => r.status === 'pending');
      expect(waiting).toHaveLength(6);
      expect(waiting.every((r) => r.attempts === 1 && /451 4\.7\.1 Greylisted/.test(r.last_error ?? ''))).toBe(true);
      // Not due yet: nothing more is sent until the back-off has passed.
      expect(await s.sender.deliverDue(await s.db.getDb(), transport)).toBe(0);
      for (let round = 0; round < 2; round++) {
        await timePasses();
        await s.sender.deliverDue(await s.db.getDb(), transport);
      }
    } finally {
      sink.refuse = null;
    }
    expect(emails.map((e) => sink.to(e).length)).toEqual(emails.map(() => 1));
    expect((await rowsTo(emails)).map((r) => r.status)).toEqual(emails.map(() => 'sent'));
  });

  it('refused for good: marked failed with the server’s answer, and not tried again', async () => {
    const email = `nobody-${stamp}@example.org`;
    await s.submissions.subscribe(await s.db.getDb(), { email, website: 'arewahub', locale: 'en' });
    sink.refuse = (to) => (to === email ? { code: 550, message: '550 5.1.1 No such user here' } : null);
    try {
      await s.sender.deliverDue(await s.db.getDb(), transport);
      await timePasses();
      await s.sender.deliverDue(await s.db.getDb(), transport);
    } finally {
      sink.refuse = null;
    }
    const [row] = await rowsTo([email]);
    expect([row!.status, row!.attempts]).toEqual(['failed', 1]);
    expect(row!.last_error).toMatch(/550 5\.1\.1 No such user here/);
    expect(sink.to(email)).toHaveLength(0);
  });
}
