'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { StaffFormState } from '@/components/admin/staff-forms';
import { newStaffSchema } from '@/lib/api/console-schemas';
import { AccountError, makePassword } from '@/lib/auth/accounts';
import { STAFF_ROLES } from '@/lib/auth/auth';
import { staffFor } from '@/lib/console/access';
import {
  createStaffAccount,
  listStaffAccounts,
  removeStaffAccount,
  resetStaffPassword,
  setStaffAccountRole,
} from '@/lib/console/accounts';
import { field, readOrBack } from './form-data';

/* Staff accounts, for admins only. */

const newStaff = newStaffSchema(STAFF_ROLES);

/** Admins only: adds a staff account with a password made here, answered once to be handed over. */
export async function createStaffAction(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  await staffFor('accounts');
  const values = { email: field(form, 'email').trim(), name: field(form, 'name'), role: field(form, 'role') };
  const parsed = newStaff.safeParse(values);
  if (!parsed.success) return { values, error: parsed.error.issues[0]!.message };
  const password = makePassword();
  try {
    await createStaffAccount({ ...parsed.data, password });
  } catch (error) {
    if (error instanceof AccountError) return { values, error: `${error.message}.` };
    throw error;
  }
  revalidatePath('/admin/staff');
  return { made: { email: parsed.data.email, password } };
}

/** Admins only: a new password for an account, signing it out everywhere. */
export async function resetStaffPasswordAction(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  await staffFor('accounts');
  const account = (await listStaffAccounts()).find((s) => s.id === field(form, 'id'));
  if (!account) return { error: 'That account no longer exists.' };
  const password = makePassword();
  await resetStaffPassword(account, password);
  return { made: { email: account.email, password } };
}

/** Admins only: another account's role, or its removal. An admin never changes or removes their own account here. */
export async function manageStaffAction(form: FormData): Promise<void> {
  const admin = await staffFor('accounts');
  const account = (await listStaffAccounts()).find((s) => s.id === field(form, 'id'));
  if (!account || account.id === admin.id) redirect('/admin/staff?notice=own');
  if (field(form, 'intent') === 'remove') {
    if (field(form, 'confirm') !== 'yes') redirect('/admin/staff?notice=confirm');
    await removeStaffAccount(account);
    redirect('/admin/staff?notice=removed');
  }
  const role = readOrBack(newStaff.shape.role.safeParse(field(form, 'role')), '/admin/staff');
  await setStaffAccountRole(account, role);
  redirect('/admin/staff?notice=role');
}
