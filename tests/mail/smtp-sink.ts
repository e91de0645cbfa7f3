import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on loopback (smtp-server), keeping every message it accepts parsed (mailparser),
 * with a hook to refuse a recipient as a mail server would: for now (4xx) or for good (5xx).
 */

export interface Refusal {
  code: number;
  message: string;
}

export interface Sink {
  /** The address to give the app as SMTP_URL. */
  url: string;
  port: number;
  received: ParsedMail[];
  /** Decides, for each recipient and its attempt number (1, 2…), whether to refuse it. */
  refuse: ((recipient: string, attempt: number) => Refusal | null) | null;
  /** The messages one address received. */
  to: (address: string) => ParsedMail[];
  /** Resolves when `check` holds, or fails after `ms` saying what was waited for. */
  waitFor: (what: string, check: () => boolean, ms?: number) => Promise<void>;
  close: () => Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((v) => v.address?.toLowerCase());

export async function startSink(): Promise<Sink> {
  const attempts = new Map<string, number>();
  const sink = {
    received: [] as ParsedMail[],
    refuse: null as Sink['refuse'],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const n = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, n);
      const refusal = sink.refuse?.(address.address, n);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          sink.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    to: (address: string) => sink.received.filter((m) => recipients(m).includes(address.toLowerCase())),
    async waitFor(what: string, check: () => boolean, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for: ${what}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
