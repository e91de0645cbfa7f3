'use server';

import { APIError } from 'better-auth/api';
import { revalidatePath, revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { PostFormState } from '@/components/admin/post-editor';
import type { SignInState } from '@/components/admin/sign-in-form';
import { endpoints } from '@/lib/api/contract';
import { TESTIMONY_STATUSES, TESTIMONY_WEBSITES } from '@/lib/api/schemas';
import { getAuth } from '@/lib/auth/auth';
import { requireStaff } from '@/lib/auth/session';
import { countFailedSignIn, forgetFailedSignIns, signInWait } from '@/lib/auth/throttle';
import { clientAddress } from '@/lib/gateway/client-address';
import { recordAudit, setTestimoniesStatus } from '@/lib/store/console';
import { deletePost, type PostKind, savePost, setPublished } from '@/lib/store/content';
import { objectId } from '@/lib/store/ids';
import { setHandled, SUBMISSION_KINDS } from '@/lib/store/inbox';
import { type CheckedImage, checkImage, isFile, saveUpload } from '@/lib/store/uploads';
import { getDb } from '@/lib/store/db';

/*
 * The admin console's writes. Next accepts a server action only from a page of this origin (it
 * compares Origin with Host), and each action below checks the session and the role itself.
 */

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

/** Creates or saves a news item or story, with a new picture if one was chosen; publishes or unpublishes it when asked. */
export async function savePostAction(_previous: PostFormState, form: FormData): Promise<PostFormState> {
  const staff = await requireStaff();
  const values = Object.fromEntries(['kind', 'title', 'caption', 'markdown', 'categories', 'writers'].map((name) => [name, field(form, name)]));
  const parsed = postForm.safeParse({ ...values, intent: field(form, 'intent') });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const picture = form.get('picture');
  let checked: CheckedImage | undefined;
  if (isFile(picture)) {
    try {
      checked = await checkImage(picture, 'The picture');
    } catch (error) {
      errors.picture = error instanceof Error ? error.message : 'The picture could not be read.';
    }
  }
  // A browser cannot be handed a file back: say so rather than drop it silently.
  if (!parsed.success && checked) errors.picture = 'Choose the picture again: it is not kept while other fields need fixing.';
  if (!parsed.success || errors.picture) return { values, errors };
  const { intent, ...draft } = parsed.data;
  const db = await getDb();
  const image = checked ? `/${(await saveUpload(checked, `media/${objectId()}`)).replace(/^uploads\//, '')}` : undefined;
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
