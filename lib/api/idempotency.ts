/*
 * The Idempotency-Key request header (the IETF draft "The Idempotency-Key HTTP Header Field"), as the
 * contract takes it on every public submission: a key the sender makes once for one submission and
 * sends again with every retry of it, so that the server stores that submission once however often it
 * arrives, and answers each copy with the first one's reply. Free of zod and of the server: the
 * browser's client makes and sends keys with it, the embedded server reads them with it.
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Set on a reply that is the stored reply of an earlier request with the same key: nothing was stored again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** What a key may be: a UUID, or any 16 to 128 letters, digits, hyphens and underscores. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * How long the embedded server keeps a key: a copy sent later than this is a new submission. A week, not
 * the usual day: a phone whose reply was lost with its signal sends its copy once it is back in coverage,
 * which in the places the site serves may be days later; a key costs a short row.
 */
export const KEY_LIFETIME_DAYS = 7;

export const MALFORMED_KEY_MESSAGE =
  'The Idempotency-Key header must be a UUID, or 16 to 128 letters, digits, hyphens or underscores';

export const REUSED_KEY_MESSAGE =
  'This Idempotency-Key was already used for a different submission. Send a new key with a new submission.';

/**
 * The key of a header's value: the draft's structured-field string ("…", in double quotes) or the bare
 * value many clients send; null without a header; false for anything else.
 */
export function readKey(value: string | null): string | null | false {
  if (value === null) return null;
  const trimmed = value.trim();
  const bare = /^"[^"\\]*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  return KEY_PATTERN.test(bare) ? bare : false;
}

/** The header's value for a key: a structured-field string, as the draft writes it. */
export const keyHeaderValue = (key: string) => `"${key}"`;

/**
 * A new random key (a version 4 UUID). `crypto.randomUUID` exists only on secure pages (HTTPS, or this
 * machine); a page served over plain HTTP makes the same UUID from `getRandomValues`, which exists everywhere.
 */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
