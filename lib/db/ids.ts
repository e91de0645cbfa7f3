import { randomBytes, randomInt } from 'node:crypto';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character upper-case code, as the existing server gives products, events, orders and donations. */
export function code(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** A 24-hex-digit id, shaped like the existing server's Mongo _id. */
export function objectId(): string {
  return randomBytes(12).toString('hex');
}

/** Ids we accept in a path: anything else is answered 400 without touching the database. */
export { ID_PATTERN } from '../api/contract';

export const nowIso = () => new Date().toISOString();
