import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { env } from '../platform/env';

/** What the sender needs of a mail transport: nodemailer's, or a test's. */
export interface MailTransport {
  sendMail: (message: SendMailOptions) => Promise<unknown>;
}

let transport: Transporter | undefined;

/** The SMTP transport SMTP_URL names (one pooled connection set per process), or null when it is unset. */
export function smtpTransport(): MailTransport | null {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return null;
  transport ??= nodemailer.createTransport(SMTP_URL, {});
  return transport;
}

/**
 * Whether an SMTP error is for now (a 4xx answer, or no answer at all: connection refused, timeout) or
 * final (a 5xx answer: the address does not exist, the message is refused).
 */
export function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number })?.responseCode;
  return typeof code !== 'number' || code < 500;
}

/** The server's own words, for the console. */
export function describe(error: unknown): string {
  const e = error as { response?: string; message?: string };
  return e?.response ?? e?.message ?? String(error);
}
