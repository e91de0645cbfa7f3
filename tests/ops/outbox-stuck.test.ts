import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as dbModule from '../../lib/db/db';
import type * as durableModule from '../../lib/db/durable';
import type * as outboxModule from '../../lib/services/outbox';

/*
 * When /readyz calls the outbox stuck (lib/services/outbox.ts): a message long due while nothing is sent.
 * Not a mail server refusing for now (the next try is in the future), not a long newsletter going out
 * (messages are being sent), not an empty outbox; a claim left by a sender that died, long run out, is.
 */

let dataDir: string;
let s: { db: typeof dbModule; durable: typeof durableModule; outbox: typeof outboxModule };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-stuck-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  s = {
    db: await import('../../lib/db/db'),
    durable: await import('../../lib/db/durable'),
    outbox: await import('../../lib/services/outbox'),
  };
});
afterAll(async () => {
  await s?.db.closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

async function message(recipient: string, set: Record<string, string | null>) {
  const db = await s.db.getDb();
  const id = await s.durable.writeDurably(db, (tx) =>
    s.outbox.enqueue(tx, { purpose: 'test', ref: 'stuck', recipient, subject: 'A test', text: 'A test.' }),
  );
  await db.updateTable('mail_outbox').set(set).where('id', '=', id!).execute();
  return id!;
}

it('is stuck only while a message is long overdue and nothing is sent', async () => {
  const db = await s.db.getDb();
  const stuck = () => s.outbox.outboxStuck(db);
  expect(await stuck()).toBe(false);

  // Due a minute ago, or waiting for its next try after a refusal for now: moving.
  const due = await message('due@example.org', { next_attempt_at: minutesAgo(1) });
  await message('later@example.org', { next_attempt_at: new Date(Date.now() + 30 * 60_000).toISOString() });
  expect(await stuck()).toBe(false);
  expect(await s.outbox.waitingMail(db)).toBe(2);

  // Due for twenty minutes, nothing sent meanwhile: stuck.
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: minutesAgo(20) })
    .where('id', '=', due)
    .execute();
  expect(await stuck()).toBe(true);

  // A message sent a minute ago: the sender is working through a long queue.
  const sent = await message('sent@example.org', { status: 'sent', sent_at: minutesAgo(1) });
  expect(await stuck()).toBe(false);
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: minutesAgo(30) })
    .where('id', '=', sent)
    .execute();
  expect(await stuck()).toBe(true);
  expect(await s.outbox.waitingMail(db)).toBe(2);

  // Sent at last: nothing overdue.
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: minutesAgo(0) })
    .where('id', '=', due)
    .execute();
  expect(await stuck()).toBe(false);

  // A claim whose sender died twenty minutes ago, and nothing sent since: stuck.
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: minutesAgo(30) })
    .where('status', '=', 'sent')
    .execute();
  await message('claimed@example.org', { status: 'sending', claimed_until: minutesAgo(20) });
  expect(await stuck()).toBe(true);
});
