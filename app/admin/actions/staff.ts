'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { StaffFormState } from '@/components/admin/staff-forms';
import { AccountError, createStaff, listStaff, makePassword, removeStaff, resetStaff, setStaffRole } from '@/lib/auth/accounts';
import { STAFF_ROLES } from '@/lib/auth/auth';
import { staffOrSignIn } from '@/lib/auth/session';
import { recordAudit } from '@/lib/store/console';
import { getDb } from '@/lib/store/db';
import { field } from './form-data';

/* Staff accounts, for admins only. */

const newStaff = z.object({
  email: z.email('Enter an e-mail address, such as name@example.org.').transform((v) => v.toLowerCase()),
  name: z.string().trim().max(100, 'The name may be at most 100 characters.'),
  role: z.enum(STAFF_ROLES, 'Choose a role.'),
});

/** Admins only: adds a staff account with a password made here, answered once to be handed over. */
export async function createStaffAction(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  const admin = await staffOrSignIn('admin');
  const values = { email: field(form, 'email').trim(), name: field(form, 'name'), role: field(form, 'role') };
  const parsed = newStaff.safeParse(values);
  if (!parsed.success) return { values, error: parsed.error.issues[0]!.message };
  const password = makePassword();
  try {
    await createStaff({ ...parsed.data, password });
  } catch (error) {
    if (error instanceof AccountError) return { values, error: `${error.message}.` };
    throw error;
  }
  await recordAudit(await getDb(), admin, 'staff account created', `${parsed.data.email} (${parsed.data.role})`);
  revalidatePath('/admin/staff');
  return { made: { email: parsed.data.email, password } };
}

/** Admins only: a new password for an account, signing it out everywhere. */
export async function resetStaffPasswordAction(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  const admin = await staffOrSignIn('admin');
  const account = (await listStaff()).find((s) => s.id === field(form, 'id'));
  if (!account) return { error: 'That account no longer exists.' };
  const password = makePassword();
  await resetStaff(account.id, { password });
  await recordAudit(await getDb(), admin, 'staff password reset', account.email);
  return { made: { email: account.email, password } };
}

/** Admins only: another account's role, or its removal. An admin never changes or removes their own account here. */
export async function manageStaffAction(form: FormData): Promise<void> {
  const admin = await staffOrSignIn('admin');
  const account = (await listStaff()).find((s) => s.id === field(form, 'id'));
  if (!account || account.id === admin.id) redirect('/admin/staff?notice=own');
  if (field(form, 'intent') === 'remove') {
    if (field(form, 'confirm') !== 'yes') redirect('/admin/staff?notice=confirm');
    await removeStaff(account.id);
    await recordAudit(await getDb(), admin, 'staff account removed', account.email);
    redirect('/admin/staff?notice=removed');
  }
  const role = z.enum(STAFF_ROLES).parse(field(form, 'role'));
  await setStaffRole(account.id, role);
  await recordAudit(await getDb(), admin, 'staff role changed', `${account.email}: ${role}`);
  redirect('/admin/staff?notice=role');
}
