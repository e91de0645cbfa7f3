/*
 * Creates a staff account of the admin console:
 *   npm run admin:create -- --email ada@example.org --role admin [--name "Ada Obi"] [--reset]
 * The password is read from standard input when one is piped in, else made here and printed
 * once. There are no default accounts. --reset gives an existing account a new password
 * (and the role given), signing it out everywhere.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getAuth, isStaffRole, MIN_PASSWORD_LENGTH, STAFF_ROLES } from '../lib/auth/auth';
import { closeDb } from '../lib/store/db';

const USAGE = `Usage: npm run admin:create -- --email <address> --role ${STAFF_ROLES.join('|')} [--name <name>] [--reset]`;

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** 24 characters from 18 random bytes, in groups of four so that it can be read out and typed. */
const makePassword = () => randomBytes(18).toString('base64url').match(/.{4}/g)!.join('-');

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, reset: { type: 'boolean' } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new Error(`--email must be an e-mail address\n${USAGE}`);
  if (!isStaffRole(values.role)) throw new Error(`--role must be ${STAFF_ROLES.join(' or ')}\n${USAGE}`);
  const given = process.stdin.isTTY ? '' : await readStdin();
  const password = given || makePassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);

  const ctx = await (await getAuth()).$context;
  const hash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findUserByEmail(email.data);
  if (existing && !values.reset) throw new Error(`An account for ${email.data} already exists (add --reset to give it a new password)`);
  if (existing) {
    await ctx.internalAdapter.updateUser(existing.user.id, { role: values.role });
    await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    await ctx.internalAdapter.deleteUserSessions(existing.user.id);
  } else {
    const user = await ctx.internalAdapter.createUser(
      { email: email.data, name: values.name ?? email.data.split('@')[0]!, emailVerified: true, role: values.role },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  }
  console.log(`${existing ? 'Password reset for' : 'Created'} ${email.data} (${values.role}).`);
  if (!given) console.log(`Password (shown only now): ${password}`);
}

main()
  .then(() => closeDb())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void closeDb().finally(() => process.exit(1));
  });
