'use server';

import { redirect } from 'next/navigation';
import type { ContentFormState } from '@/components/admin/content-form';
import { postFormSchema, postRefSchema } from '@/lib/api/console-schemas';
import { endpoints } from '@/lib/api/contract';
import { staffFor } from '@/lib/console/access';
import { type PostKind, removePost, savePostAs } from '@/lib/console/content';
import {
  field,
  pictureDescription,
  pictureOf,
  PICTURE_TEXT_FIELDS,
  readOrBack,
  GONE_MESSAGE,
  saveUnlessGone,
  expirePublicTags,
} from './form-data';
import { fieldErrors } from '@/lib/forms/field-errors';

/* News items and stories. */

/** The tags of the public reads a post's change makes stale: its list and its own page (the contract's). */
const postTags = (kind: PostKind, id: string) =>
  kind === 'news'
    ? [...endpoints.news.tags!(), ...endpoints.newsItem.tags!({ id })]
    : [...endpoints.stories.tags!(), ...endpoints.story.tags!({ id })];

/** Creates or saves a news item or story, with a new picture if one was chosen; publishes or unpublishes it when asked. */
export async function savePostAction(_previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  await staffFor('content');
  const values = Object.fromEntries(
    ['kind', 'title', 'caption', 'markdown', 'categories', 'writers', ...PICTURE_TEXT_FIELDS].map((name) => [
      name,
      field(form, name),
    ]),
  );
  const parsed = postFormSchema.safeParse({ ...values, intent: field(form, 'intent') });
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
  expirePublicTags(postTags(draft.kind, id));
  redirect(`/admin/posts/${id}?notice=${intent}`);
}

/** Deletes a post for good, once the box saying so is ticked. */
export async function deletePostAction(form: FormData): Promise<void> {
  await staffFor('content');
  const { id, kind } = readOrBack(
    postRefSchema.safeParse({ id: field(form, 'id'), kind: field(form, 'kind') }),
    '/admin/posts',
  );
  if (field(form, 'confirm') !== 'yes') redirect(`/admin/posts/${id}?notice=confirm`);
  await removePost(id);
  expirePublicTags(postTags(kind, id));
  redirect(`/admin/posts?kind=${kind}&notice=deleted`);
}
