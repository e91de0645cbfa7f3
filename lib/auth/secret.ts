import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../platform/env';

/**
 * The key that signs session cookies and the links sent by e-mail: AUTH_SECRET when set (needed when
 * several servers share one database), else one made on first use and kept beside the SQLite file, so
 * that `npm run site` needs no extra step and a restart keeps everyone signed in.
 */
export function signingSecret(): string {
  const { AUTH_SECRET, DATA_DIR } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  const file = path.join(DATA_DIR, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    const made = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, made, { mode: 0o600, flag: 'wx' });
      return made;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}
