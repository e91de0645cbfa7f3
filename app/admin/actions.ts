'use server';

import { APIError } from 'better-auth/api';
import { revalidatePath, revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { ContentFormState } from '@/components/admin/content-form';
import type { SignInState } from '@/components/admin/sign-in-form';
import type { StaffFormState } from '@/components/admin/staff-forms';
import { endpoints, type TeamName, TEAMS } from '@/lib/api/contract';
import { TESTIMONY_STATUSES, TESTIMONY_WEBSITES } from '@/lib/api/schemas';
import { AccountError, createStaff, listStaff, makePassword, removeStaff, resetStaff, setStaffRole } from '@/lib/auth/accounts';
import { getAuth, STAFF_ROLES } from '@/lib/auth/auth';
import { requireStaff, type Staff } from '@/lib/auth/session';
import { countFailedSignIn, forgetFailedSignIns, signInWait } from '@/lib/auth/throttle';
import { clientAddress } from '@/lib/gateway/client-address';
import { recordAudit, setTestimoniesStatus } from '@/lib/store/console';
import { deletePost, type PostKind, savePost, setPublished } from '@/lib/store/content';
import { deleteFaq, saveFaq } from '@/lib/store/faqs';
import { saveProduct } from '@/lib/store/products';
import { deleteMember, saveMember } from '@/lib/store/team';
import { objectId } from '@/lib/store/ids';
import { setHandled, SUBMISSION_KINDS } from '@/lib/store/inbox';
import { type CheckedImage, checkImage, isFile, saveUpload } from '@/lib/store/uploads';
import { type Db, getDb } from '@/lib/store/db';

/*
 * The admin console's writes. Next accepts a server action only from a page of this origin (it
 * compares Origin with Host), and each action below checks the session and the role itself.
 */

/** The first message for each field a schema refused. */
const fieldErrors = (error: z.ZodError) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

/** A text field of a form; a file or a missing field is empty. */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return `${n} minute${n === 1 ? '' : 's'}`;
};

export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = field(form, 'email').trim().toLowerCase();
  const password = field(form, 'password');
  if (!z.email().safeParse(email).success) return { email, error: 'Enter the e-mail address of your staff account, such as name@example.org.' };
  if (!password) return { email, error: 'Enter your password.' };
  const requestHeaders = await headers();
  const address = clientAddress({ headers: requestHeaders });
  const wait = await signInWait(email, address);
  if (wait > 0) return { email, error: `Too many failed attempts. Wait ${minutes(wait)}, then try again.` };
  try {
    const { user } = await (await getAuth()).api.signInEmail({ body: { email, password }, headers: requestHeaders });
    await forgetFailedSignIns(email);
    await recordAudit(await getDb(), { id: user.id, email: user.email }, 'signed in', 'admin console');
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    await countFailedSignIn(email, address);
    return { email, error: 'The e-mail address or the password is wrong.' };
  }
  redirect('/admin');
}

export async function signOut(): Promise<void> {
  await (await getAuth()).api.signOut({ headers: await headers() });
  redirect('/admin/sign-in');
}

const moderation = z.object({
  status: z.enum(TESTIMONY_STATUSES),
  ids: z.array(z.string().min(1).max(64)).max(500),
  // Where the list was, to go back to it: its filters only.
  arm: z.enum(TESTIMONY_WEBSITES).optional().catch(undefined),
  shown: z.enum(TESTIMONY_STATUSES).catch('pending'),
});

/**
 * Approves or blocks the testimonies ticked (the buttons above the list, status=...), or the one
 * whose own button was pressed (one=status:id).
 */
export async function moderateTestimonies(form: FormData): Promise<void> {
  const staff = await requireStaff();
  const [oneStatus, oneId] = field(form, 'one').split(':');
  const { status, ids, arm, shown } = moderation.parse({
    status: oneId ? oneStatus : form.get('status'),
    ids: oneId ? [oneId] : form.getAll('ids'),
    arm: form.get('arm') || undefined,
    shown: form.get('shown'),
  });
  const back = new URLSearchParams({ status: shown, ...(arm ? { arm } : {}) });
  if (ids.length === 0) redirect(`/admin/testimonies?${back}&notice=none`);
  const changed = await setTestimoniesStatus(await getDb(), staff, ids, status);
  // The contract's tags for this write: the arm's page shows the change on its next load.
  for (const tag of new Set(ids.flatMap((id) => endpoints.setTestimonyStatus.invalidates?.({ id }) ?? []))) revalidateTag(tag, { expire: 0 });
  revalidatePath('/admin', 'layout');
  back.set('notice', `${status}-${changed}`);
  redirect(`/admin/testimonies?${back}`);
}

const handling = z.object({ kind: z.enum(SUBMISSION_KINDS), id: z.string().min(1).max(64), handled: z.enum(['0', '1']) });

/** Marks a submission handled, or not handled again; the page it was sent from shows the change. */
export async function markHandled(form: FormData): Promise<void> {
  const staff = await requireStaff();
  const { kind, id, handled } = handling.parse({ kind: field(form, 'kind'), id: field(form, 'id'), handled: field(form, 'handled') });
  await setHandled(await getDb(), staff, kind, id, handled === '1');
  revalidatePath('/admin', 'layout');
}

const LIST = z
  .string()
  .max(1000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const postForm = z.object({
  kind: z.enum(['news', 'story']),
  title: z.string().trim().min(1, 'Give it a title.').max(200, 'The title may be at most 200 characters.'),
  caption: z
    .string()
    .trim()
    .min(1, 'Write a caption: one or two sentences shown under the title and in lists.')
    .max(500, 'The caption may be at most 500 characters.'),
  markdown: z.string().trim().min(1, 'Write the text.').max(50_000, 'The text may be at most 50,000 characters.'),
  categories: LIST,
  writers: LIST,
  intent: z.enum(['draft', 'publish', 'unpublish']).catch('draft'),
});

/** The tags of the public reads a post's change makes stale: its list and its own page (the contract's). */
const postTags = (kind: PostKind, id: string) =>
  kind === 'news' ? [...endpoints.news.tags!(), ...endpoints.newsItem.tags!({ id })] : [...endpoints.stories.tags!(), ...endpoints.story.tags!({ id })];

/**
 * The form's new picture, checked: a function that stores it and answers its public address, or
 * undefined when none was chosen. A refused picture, or one sent with other fields in error (a
 * browser cannot be handed a file back), sets errors.picture.
 */
async function pictureOf(form: FormData, othersValid: boolean, errors: Record<string, string>) {
  const picture = form.get('picture');
  if (!isFile(picture)) return undefined;
  let checked: CheckedImage;
  try {
    checked = await checkImage(picture, 'The picture');
  } catch (error) {
    errors.picture = error instanceof Error ? error.message : 'The picture could not be read.';
    return undefined;
  }
  if (!othersValid) errors.picture = 'Choose the picture again: it is not kept while other fields need fixing.';
  return async () => `/${(await saveUpload(checked, `media/${objectId()}`)).replace(/^uploads\//, '')}`;
}

/** Creates or saves a news item or story, with a new picture if one was chosen; publishes or unpublishes it when asked. */
export async function savePostAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  const staff = await requireStaff();
  const values = Object.fromEntries(['kind', 'title', 'caption', 'markdown', 'categories', 'writers'].map((name) => [name, field(form, name)]));
  const parsed = postForm.safeParse({ ...values, intent: field(form, 'intent') });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const picture = await pictureOf(form, parsed.success, errors);
  if (!parsed.success || errors.picture) return { values, errors };
  const { intent, ...draft } = parsed.data;
  const db = await getDb();
  const image = await picture?.();
  const id = await savePost(db, staff, { ...draft, image }, field(form, 'id') || undefined);
  if (intent !== 'draft') await setPublished(db, staff, id, intent === 'publish');
  for (const tag of postTags(draft.kind, id)) revalidateTag(tag, { expire: 0 });
  redirect(`/admin/posts/${id}?notice=${intent}`);
}

/** Deletes a post for good, once the box saying so is ticked. */
export async function deletePostAction(form: FormData): Promise<void> {
  const staff = await requireStaff();
  const id = z.string().min(1).max(64).parse(field(form, 'id'));
  const kind = z.enum(['news', 'story']).parse(field(form, 'kind'));
  if (field(form, 'confirm') !== 'yes') redirect(`/admin/posts/${id}?notice=confirm`);
  await deletePost(await getDb(), staff, id);
  for (const tag of postTags(kind, id)) revalidateTag(tag, { expire: 0 });
  redirect(`/admin/posts?kind=${kind}&notice=deleted`);
}

const newStaff = z.object({
  email: z.email('Enter an e-mail address, such as name@example.org.').transform((v) => v.toLowerCase()),
  name: z.string().trim().max(100, 'The name may be at most 100 characters.'),
  role: z.enum(STAFF_ROLES, 'Choose a role.'),
});

/** Admins only: adds a staff account with a password made here, answered once to be handed over. */
export async function createStaffAction(_previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  const admin = await requireStaff('admin');
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
  const admin = await requireStaff('admin');
  const account = (await listStaff()).find((s) => s.id === field(form, 'id'));
  if (!account) return { error: 'That account no longer exists.' };
  const password = makePassword();
  await resetStaff(account.id, { password });
  await recordAudit(await getDb(), admin, 'staff password reset', account.email);
  return { made: { email: account.email, password } };
}

/** Admins only: another account's role, or its removal. An admin never changes or removes their own account here. */
export async function manageStaffAction(form: FormData): Promise<void> {
  const admin = await requireStaff('admin');
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

/** Where a record of a list stands: its place (lower first) and whether the site shows it. */
const placement = {
  order: z.coerce
    .number('The order is a whole number, such as 10.')
    .int('The order is a whole number, such as 10.')
    .min(0, 'The order is 0 or more.')
    .max(100_000),
  published: z.boolean(),
};

const faqForm = z.object({
  site: z.enum(['educonnect', 'acn', 'arewahub']),
  question: z.string().trim().min(1, 'Write the question.').max(500, 'The question may be at most 500 characters.'),
  answer: z.string().trim().min(1, 'Write the answer.').max(5000, 'The answer may be at most 5,000 characters.'),
  ...placement,
});

/** The end of a save in a keyed list (a site's FAQs, a team): the public tags expire; a new record goes back to the list. */
function afterListSave(page: string, key: string, value: string, tags: string[], added: boolean): ContentFormState['saved'] {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (added) redirect(`${page}?${key}=${value}&notice=added`);
  revalidatePath(page);
  return true;
}

/** Deletes one record of a keyed list once its box is ticked, then goes back to the list. */
async function deleteFromList(
  form: FormData,
  { page, key, value, tags, remove }: { page: string; key: string; value: string; tags: string[]; remove: (db: Db, staff: Staff, id: string) => Promise<void> },
) {
  const staff = await requireStaff();
  if (field(form, 'confirm') !== 'yes') redirect(`${page}?${key}=${value}&notice=confirm`);
  await remove(await getDb(), staff, z.string().min(1).max(64).parse(field(form, 'id')));
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  redirect(`${page}?${key}=${value}&notice=deleted`);
}

/** Adds or saves an FAQ of one site; its FAQ page shows the change on the next load. */
export async function saveFaqAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  const staff = await requireStaff();
  const values = Object.fromEntries(['site', 'question', 'answer', 'order', 'published'].map((name) => [name, field(form, name)]));
  const parsed = faqForm.safeParse({ ...values, order: values.order!.trim() || '0', published: values.published === 'yes' });
  if (!parsed.success) return { values, errors: fieldErrors(parsed.error) };
  const id = field(form, 'id') || undefined;
  await saveFaq(await getDb(), staff, parsed.data, id);
  const { site } = parsed.data;
  return { values, errors: {}, saved: afterListSave('/admin/faqs', 'site', site, endpoints.faq.tags!({ site }), !id) };
}

export async function deleteFaqAction(form: FormData): Promise<void> {
  const site = z.enum(['educonnect', 'acn', 'arewahub']).parse(field(form, 'site'));
  await deleteFromList(form, { page: '/admin/faqs', key: 'site', value: site, tags: endpoints.faq.tags!({ site }), remove: deleteFaq });
}

const TEAM_NAMES = Object.keys(TEAMS) as [TeamName, ...TeamName[]];
const optional = (label: string, max: number) => z.string().trim().max(max, `${label} may be at most ${max} characters.`);

const memberForm = z.object({
  team: z.enum(TEAM_NAMES),
  firstName: z.string().trim().min(1, 'Write the first name.').max(100, 'The first name may be at most 100 characters.'),
  lastName: z.string().trim().min(1, 'Write the last name.').max(100, 'The last name may be at most 100 characters.'),
  position: z.string().trim().min(1, 'Write the position, such as Programme lead.').max(120, 'The position may be at most 120 characters.'),
  bio: optional('The bio', 2000),
  country: optional('The country', 100),
  twitterHandle: optional('The X handle', 100),
  linkedinHandle: optional('The LinkedIn handle', 100),
  instagramHandle: optional('The Instagram handle', 100),
  ...placement,
});

const MEMBER_FIELDS = [
  'team',
  'firstName',
  'lastName',
  'position',
  'bio',
  'country',
  'twitterHandle',
  'linkedinHandle',
  'instagramHandle',
  'order',
  'published',
];

/** Adds or saves a team member (with a new picture if one was chosen); the team's page shows it on the next load. */
export async function saveMemberAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  const staff = await requireStaff();
  const values = Object.fromEntries(MEMBER_FIELDS.map((name) => [name, field(form, name)]));
  const parsed = memberForm.safeParse({ ...values, order: values.order!.trim() || '0', published: values.published === 'yes' });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const picture = await pictureOf(form, parsed.success, errors);
  if (!parsed.success || errors.picture) return { values, errors };
  const id = field(form, 'id') || undefined;
  await saveMember(await getDb(), staff, { ...parsed.data, image: await picture?.() }, id);
  const { team } = parsed.data;
  return { values, errors: {}, saved: afterListSave('/admin/team', 'team', team, endpoints.team.tags!({ team }), !id) };
}

export async function deleteMemberAction(form: FormData): Promise<void> {
  const team = z.enum(TEAM_NAMES).parse(field(form, 'team'));
  await deleteFromList(form, { page: '/admin/team', key: 'team', value: team, tags: endpoints.team.tags!({ team }), remove: deleteMember });
}

const productForm = z.object({
  name: z.string().trim().min(1, 'Write the product’s name.').max(200, 'The name may be at most 200 characters.'),
  form: z.enum(['book', 'bead'], 'Choose book or beads.'),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Write the price in naira, such as 4500 or 4500.50.')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((v) => v > 0, 'The price must be more than 0.'),
  stock: z.coerce.number('How many are in stock, such as 12.').int('How many are in stock, such as 12.').min(0, 'The stock is 0 or more.').max(1_000_000),
  description: z.string().trim().min(1, 'Write a description.').max(20_000, 'The description may be at most 20,000 characters.'),
  published: z.boolean(),
});

/** Adds or saves a book or bead product; the shop and the product's page show it on the next load. */
export async function saveProductAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  const staff = await requireStaff();
  const values = Object.fromEntries(['name', 'form', 'price', 'stock', 'description', 'published'].map((name) => [name, field(form, name)]));
  const parsed = productForm.safeParse({ ...values, stock: values.stock!.trim() || '0', published: values.published === 'yes' });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const picture = await pictureOf(form, parsed.success, errors);
  if (!parsed.success || errors.picture) return { values, errors };
  const { price, ...rest } = parsed.data;
  const id = field(form, 'id') || undefined;
  const productId = await saveProduct(await getDb(), staff, { ...rest, priceMinor: price, image: await picture?.() }, id);
  for (const tag of [...endpoints.products.tags!({}), ...endpoints.product.tags!({ productId })]) revalidateTag(tag, { expire: 0 });
  if (!id) redirect('/admin/products?notice=added');
  revalidatePath('/admin/products');
  return { values, errors: {}, saved: true };
}
