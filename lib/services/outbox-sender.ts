import type { Db } from '../db/db';
import { env } from '../platform/env';
import { count, log } from '../platform/observe';
import { claimDue, markRefused, markSent, type OutboxRow } from './outbox';
import { describe, isTemporary, type MailTransport } from '../mail/transport';

/*
 * The sender: claims the messages due in the outbox and hands each to the mail server, one at a time,
 * recording each outcome as soon as the server answers. A message is marked sent right after the
 * server accepted it; a crash between the two (a few milliseconds) is the one case where it may be
 * sent again, and then with the same Message-ID.
 */

/** Messages claimed at once: few, so that a crash leaves few claims to run out, and each batch goes well within CLAIM_MS. */
const BATCH = 10;

function toMessage(row: OutboxRow) {
  return {
    from: env().MAIL_FROM,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
    headers: JSON.parse(row.headers) as Record<string, string>,
    messageId: row.message_id,
  };
}

/** Sends what is due until nothing is; answers how many were sent. */
export async function deliverDue(db: Db, transport: MailTransport): Promise<number> {
  let sent = 0;
  for (let rows = await claimDue(db, BATCH); rows.length > 0; rows = await claimDue(db, BATCH)) {
    for (const row of rows) {
      // A claim that ran out (a very slow server) may have been taken by another sender: leave it to them.
      if (row.claimed_until && Date.parse(row.claimed_until) < Date.now()) continue;
      try {
        await transport.sendMail(toMessage(row));
      } catch (error) {
        const failed = await markRefused(db, row, describe(error), !isTemporary(error));
        if (failed) count.mailFailed();
        else count.mailRetried();
        continue;
      }
      await markSent(db, row.id);
      count.mailSent();
      sent++;
    }
  }
  return sent;
}

let timer: NodeJS.Timeout | undefined;

/** Runs the sender every few seconds in this process (the server starts it: instrumentation.ts). */
export function startMailWorker(db: () => Promise<Db>, transport: MailTransport, everyMs = 2000): void {
  if (timer) return;
  let running = false;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    db()
      .then((d) => deliverDue(d, transport))
      .catch((error: unknown) => log.error('mail: the outbox could not be read', { error }))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
}
