import { randomBytes } from 'node:crypto';
import { getAuth, isStaffRole, MIN_PASSWORD_LENGTH, type StaffRole } from './auth';

/*
 * Staff accounts, for `npm run admin:create` and the console's staff page alike. Passwords are
 * hashed by better-auth's own hasher; a password made here is shown once by whoever asked for it
 * and never stored in the clear.
 */

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: Date;
}

/** 24 characters from 18 random bytes, in groups of four so that it can be read out and typed. */
export const makePassword = () => randomBytes(18).toString('base64url').match(/.{4}/g)!.join('-');

export class AccountError extends Error {}

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
}

const context = async () => (await getAuth()).$context;

export async function createStaff({
  email,
  name,
  role,
  password,
}: {
  email: string;
  name?: string;
  role: StaffRole;
  password: string;
}) {
  checkPassword(password);
  const ctx = await context();
  if (await ctx.internalAdapter.findUserByEmail(email))
    throw new AccountError(`An account for ${email} already exists`);
  const hash = await ctx.password.hash(password);
  const user = await ctx.internalAdapter.createUser(
    { email, name: name || email.split('@')[0]!, emailVerified: true, role },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return user.id;
}

/** A new password (and role, if given) for an account, signing it out everywhere. */
export async function resetStaff(id: string, { password, role }: { password: string; role?: StaffRole }) {
  checkPassword(password);
  const ctx = await context();
  if (role) await ctx.internalAdapter.updateUser(id, { role });
  await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(id);
}

export async function findStaffId(email: string): Promise<string | null> {
  return (await (await context()).internalAdapter.findUserByEmail(email))?.user.id ?? null;
}

export async function listStaff(): Promise<StaffAccount[]> {
  const users = await (await context()).internalAdapter.listUsers(500, 0, { field: 'email', direction: 'asc' });
  return users.map((u) => {
    const role: unknown = 'role' in u ? u.role : undefined;
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      role: isStaffRole(role) ? role : 'editor',
      createdAt: u.createdAt,
    };
  });
}

export async function setStaffRole(id: string, role: StaffRole) {
  const ctx = await context();
  await ctx.internalAdapter.updateUser(id, { role });
  // A changed role takes effect now: the account signs in again.
  await ctx.internalAdapter.deleteUserSessions(id);
}

export async function removeStaff(id: string) {
  const ctx = await context();
  await ctx.internalAdapter.deleteUserSessions(id);
  await ctx.internalAdapter.deleteAccounts(id);
  await ctx.internalAdapter.deleteUser(id);
}
