'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { ContentFormState } from '@/components/admin/content-form';
import { endpoints } from '@/lib/api/contract';
import { staffOrSignIn } from '@/lib/auth/session';
import { type PostKind, removePost, savePostAs } from '@/lib/console/content';
import {
  field,
  pictureDescription,
  pictureOf,
  PICTURE_TEXT_FIELDS,
  readOrBack,
  GONE_MESSAGE,
  saveUnlessGone,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';

/* News items and stories. */

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
  kind === 'news'
    ? [...endpoints.news.tags!(), ...endpoints.newsItem.tags!({ id })]
    : [...endpoints.stories.tags!(), ...endpoints.story.tags!({ id })];

/** Creates or saves a news item or story, with a new picture if one was chosen; publishes or unpublishes it when asked. */
export async function savePostAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffOrSignIn();
  const values = Object.fromEntries(
    ['kind', 'title', 'caption', 'markdown', 'categories', 'writers', ...PICTURE_TEXT_FIELDS].map((name) => [
      name,
      field(form, name),
    ]),
  );
  const parsed = postForm.safeParse({ ...values, intent: field(form, 'intent') });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const imageAlt = pictureDescription(form, errors);
  const picture = await pictureOf(form, parsed.success && !errors.pictureAlt, errors, 'post');
  if (!parsed.success || errors.picture || errors.pictureAlt) return { values, errors };
  const { intent, ...draft } = parsed.data;
  const image = await picture?.();
  const saved = await saveUnlessGone(() =>
    savePostAs(
      { ...draft, image, imageAlt },
      field(form, 'id') || undefined,
      intent === 'draft' ? undefined : intent === 'publish',
    ),
  );
  if (saved.gone) return { values, errors: { form: GONE_MESSAGE } };
  const id = saved.value;
  for (const tag of postTags(draft.kind, id)) updateTag(tag);
  redirect(`/admin/posts/${id}?notice=${intent}`);
}

/** Deletes a post for good, once the box saying so is ticked. */
export async function deletePostAction(form: FormData): Promise<void> {
  await staffOrSignIn();
  const { id, kind } = readOrBack(
    z
      .object({ id: z.string().min(1).max(64), kind: z.enum(['news', 'story']) })
      .safeParse({ id: field(form, 'id'), kind: field(form, 'kind') }),
    '/admin/posts',
  );
  if (field(form, 'confirm') !== 'yes') redirect(`/admin/posts/${id}?notice=confirm`);
  await removePost(id);
  for (const tag of postTags(kind, id)) updateTag(tag);
  redirect(`/admin/posts?kind=${kind}&notice=deleted`);
}
