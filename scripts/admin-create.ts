/*
 * Creates a staff account of the admin console:
 *   npm run admin:create -- --email ada@example.org --role admin [--name "Ada Obi"] [--reset]
 * The password is read from standard input when one is piped in, else made here and printed
 * once. There are no default accounts. --reset gives an existing account a new password
 * (and the role given), signing it out everywhere.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createStaff, findStaffId, makePassword, resetStaff } from '../lib/auth/accounts';
import { isStaffRole, STAFF_ROLES } from '../lib/auth/auth';
import { closeDb } from '../lib/db/db';

const USAGE = `Usage: npm run admin:create -- --email <address> --role ${STAFF_ROLES.join('|')} [--name <name>] [--reset]`;

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      reset: { type: 'boolean' },
    },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new Error(`--email must be an e-mail address\n${USAGE}`);
  if (!isStaffRole(values.role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
  const given = process.stdin.isTTY ? '' : await readStdin();
  const password = given || makePassword();
  const existing = await findStaffId(email.data);
  if (existing && !values.reset)
    throw new Error(`An account for ${email.data} already exists (add --reset to give it a new password)`);
  if (existing) await resetStaff(existing, { password, role: values.role });
  else await createStaff({ email: email.data, name: values.name, role: values.role, password });
  console.log(`${existing ? 'Password reset for' : 'Created'} ${email.data} (${values.role}).`);
  if (!given) console.log(`Password (shown only now): ${password}`);
}

main()
  .then(() => closeDb())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void closeDb().finally(() => process.exit(1));
  });
